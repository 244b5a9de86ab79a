import { Button, Space } from 'antd';

/** The keyboard way to reorder (dragging a row is the mouse's): one place up or down. */
export function OrderButtons({
  name,
  index,
  count,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  return (
    <Space size={4}>
      <Button size="small" aria-label={`上移 ${name}`} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
        上移
      </Button>
      <Button size="small" aria-label={`下移 ${name}`} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
        下移
      </Button>
    </Space>
  );
}

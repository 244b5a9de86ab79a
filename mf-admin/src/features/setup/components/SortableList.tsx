import { useState, type ReactNode } from 'react';
import { Button, Card, Space } from 'antd';

/** Moves one item of a list to another place (what a drop or 上移/下移 does). */
export const moved = <T,>(list: T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * A list whose order is set by dragging a card (HTML5 drag and drop) or, from the keyboard, with each card's
 * 上移 / 下移 buttons; 删除 takes a card out. `title` names a card for those buttons' labels.
 */
export function SortableList<T>({
  items,
  onChange,
  title,
  render,
}: {
  items: T[];
  onChange: (items: T[]) => void;
  title: (item: T, i: number) => string;
  render: (item: T, i: number) => ReactNode;
}) {
  const [dragging, setDragging] = useState<number | null>(null);
  return (
    <Space direction="vertical" style={{ width: '100%' }} role="list">
      {items.map((item, i) => (
        <Card
          // The place is the identity here: a card's content moves with it.
          key={i}
          role="listitem"
          size="small"
          draggable
          onDragStart={(e) => {
            setDragging(i);
            e.dataTransfer.effectAllowed = 'move';
          }}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            if (dragging !== null && dragging !== i) onChange(moved(items, dragging, i));
            setDragging(null);
          }}
          style={{ cursor: 'grab', opacity: dragging === i ? 0.5 : 1 }}
          title={
            <span aria-hidden="true">
              ⠿ {i + 1}. {title(item, i)}
            </span>
          }
          extra={
            <Space>
              <Button
                size="small"
                disabled={i === 0}
                aria-label={`上移 ${title(item, i)}`}
                onClick={() => onChange(moved(items, i, i - 1))}
              >
                上移
              </Button>
              <Button
                size="small"
                disabled={i === items.length - 1}
                aria-label={`下移 ${title(item, i)}`}
                onClick={() => onChange(moved(items, i, i + 1))}
              >
                下移
              </Button>
              <Button size="small" danger aria-label={`删除 ${title(item, i)}`} onClick={() => onChange(items.filter((_, j) => j !== i))}>
                删除
              </Button>
            </Space>
          }
        >
          {render(item, i)}
        </Card>
      ))}
    </Space>
  );
}

import { useState } from 'react';
import { Alert, App, Button, InputNumber, Space, Table, Typography } from 'antd';
import { dayjs } from '@conf/shared';
import type { ConsoleRoom, GridNight, RoomBlock } from '../api/fetchHotels';
import { saveBlock } from '../api/saveBlock';
import { ZonedDatePicker } from '../../../app/ZonedPickers';

type Edits = Record<string, { allotment: number; price: number }>;

/**
 * One room type's nights: allotment and price editable night by night, held and sold beside them. Only the
 * nights changed are sent, with the block's version; a refusal (below held plus sold, or a stale version) is
 * shown and the grid reloaded with the server's numbers.
 */
export function NightGrid({
  meetingId,
  room,
  block,
  canWrite,
  onSaved,
}: {
  meetingId: number;
  room: ConsoleRoom;
  block: RoomBlock;
  canWrite: boolean;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [edits, setEdits] = useState<Edits>({});
  const [cutoff, setCutoff] = useState(() => dayjs(block.cutoff_at));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  // A newer block from the server (after a save, or someone else's): the form starts again from it.
  const [shown, setShown] = useState(block);
  if (shown !== block) {
    setShown(block);
    setEdits({});
    setCutoff(dayjs(block.cutoff_at));
  }
  const valueOf = (n: GridNight) => edits[n.night] ?? { allotment: n.allotment, price: n.price };
  const edit = (n: GridNight, change: Partial<{ allotment: number; price: number }>) =>
    setEdits((e) => ({ ...e, [n.night]: { ...valueOf(n), ...change } }));
  const changed = block.nights.filter(
    (n) => edits[n.night] && (edits[n.night].allotment !== n.allotment || edits[n.night].price !== n.price),
  );
  const cutoffChanged = !cutoff.isSame(dayjs(block.cutoff_at));
  const save = async () => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await saveBlock(meetingId, room.id, {
        version: block.version,
        cutoff_at: cutoff.toISOString(),
        nights: changed.map((n) => ({ night: n.night, ...edits[n.night] })),
      });
      void message.success(`${room.name}的房源已保存`);
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setBusy(false);
      onSaved();
    }
  };
  return (
    <>
      <Space wrap style={{ marginBottom: 8 }}>
        <label>
          截止预订：
          <ZonedDatePicker
            value={cutoff}
            allowClear={false}
            disabled={!canWrite}
            aria-label={`${room.name} 截止预订时间`}
            onChange={(v) => v && setCutoff(v)}
          />
        </label>
        {canWrite && (
          <Button type="primary" loading={busy} disabled={!changed.length && !cutoffChanged} onClick={() => void save()}>
            保存{room.name}
          </Button>
        )}
      </Space>
      {refusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={refusal}
          style={{ marginBottom: 8 }}
          closable
          onClose={() => setRefusal(undefined)}
        />
      )}
      <Table<GridNight>
        rowKey="night"
        size="small"
        pagination={false}
        dataSource={block.nights}
        locale={{ emptyText: '暂无可订日期' }}
        columns={[
          { title: '入住夜', dataIndex: 'night', render: (night: string) => `${night}（${'日一二三四五六'[dayjs(night).day()]}）` },
          {
            title: '房量',
            render: (_, n) => (
              <InputNumber
                aria-label={`${n.night} 房量`}
                min={0}
                max={10000}
                precision={0}
                value={valueOf(n).allotment}
                disabled={!canWrite}
                status={valueOf(n).allotment < n.held + n.sold ? 'error' : undefined}
                onChange={(v) => edit(n, { allotment: v ?? 0 })}
              />
            ),
          },
          {
            title: '价格（元）',
            render: (_, n) => (
              <InputNumber
                aria-label={`${n.night} 价格`}
                min={0}
                max={100000}
                precision={2}
                value={valueOf(n).price / 100}
                disabled={!canWrite}
                onChange={(v) => edit(n, { price: Math.round((v ?? 0) * 100) })}
              />
            ),
          },
          { title: '待支付占用', dataIndex: 'held' },
          { title: '已售', dataIndex: 'sold' },
          {
            title: '剩余',
            render: (_, n) => (
              <Typography.Text type={n.allotment - n.held - n.sold <= 0 ? 'danger' : undefined}>
                {Math.max(n.allotment - n.held - n.sold, 0)}
              </Typography.Text>
            ),
          },
        ]}
      />
    </>
  );
}

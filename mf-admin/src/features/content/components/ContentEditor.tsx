import { useState, type DragEvent } from 'react';
import { App, Button, Popconfirm, Space, Table, Typography } from 'antd';
import { useParams } from '@conf/shared';
import { LoadState } from '../../../app/LoadState';
import { useLoad } from '../../../app/useLoad';
import type { ContentRecord } from '@conf/contract';
import { fetchContent } from '../api/fetchContent';
import { deleteContent } from '../api/deleteContent';
import { reorderContent } from '../api/reorderContent';
import type { KindView } from '../kinds/kindView';
import { ContentDrawer } from './ContentDrawer';
import { OrderButtons } from './OrderButtons';
import { moveItem } from './moveItem';

/**
 * One kind's page of the console: the records in the attendee pages' order, add and edit in a drawer, delete after
 * a confirm, and for the kinds ordered by hand, drag a row or use 上移/下移. Every change is the server's at once.
 */
export function ContentEditor<R extends ContentRecord>({ kind }: { kind: KindView<R> }) {
  const id = useParams().id;
  const meetingId = kind.platform ? undefined : Number(id);
  const load = useLoad(() => fetchContent<R>(kind.name, meetingId), `${kind.name}-${meetingId}`);
  const { message } = App.useApp();
  const [editing, setEditing] = useState<R | 'new'>();
  // The order just asked for, shown while it saves, until the server's next list replaces it.
  const [moved, setMoved] = useState<{ rows: R[]; over: unknown }>();
  const rows = moved && moved.over === load.data ? moved.rows : (load.data?.list ?? []);
  const [dragged, setDragged] = useState<number>();

  const move = async (from: number, to: number) => {
    if (from === to) return;
    const next = moveItem(rows, from, to);
    setMoved({ rows: next, over: load.data });
    try {
      await reorderContent(
        kind.name,
        meetingId,
        next.map((r) => r.id),
      );
      void message.success('顺序已保存');
    } catch (error) {
      void message.error((error as Error).message);
    }
    load.reload();
  };
  const remove = async (row: R) => {
    try {
      await deleteContent(kind.name, meetingId, row.id, row.version);
      void message.success('已删除');
    } catch (error) {
      void message.error((error as Error).message);
    }
    load.reload();
  };
  const dragProps = (index: number) =>
    kind.sortable
      ? {
          draggable: true,
          onDragStart: () => setDragged(index),
          onDragOver: (e: DragEvent) => e.preventDefault(),
          onDrop: (e: DragEvent) => {
            e.preventDefault();
            if (dragged !== undefined) void move(dragged, index);
            setDragged(undefined);
          },
          style: { cursor: 'grab' },
        }
      : {};

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {kind.title}
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          新增{kind.noun}
        </Button>
      </Space>
      {kind.sortable && (
        <Typography.Paragraph type="secondary">拖动行可调整顺序，也可用“上移”“下移”按钮；顺序即参会者页面上的顺序。</Typography.Paragraph>
      )}
      <LoadState load={load}>
        {() => (
          <Table<R>
            rowKey="id"
            pagination={false}
            dataSource={rows}
            locale={{ emptyText: `暂无${kind.noun}，点击“新增${kind.noun}”添加` }}
            onRow={(_, index) => dragProps(index ?? 0)}
            columns={[
              ...kind.columns,
              {
                title: '操作',
                key: 'actions',
                width: kind.sortable ? 240 : 140,
                render: (_, row, index) => (
                  <Space size={4}>
                    <Button size="small" aria-label={`编辑 ${kind.nameOf(row)}`} onClick={() => setEditing(row)}>
                      编辑
                    </Button>
                    <Popconfirm
                      title={`确定删除${kind.noun}“${kind.nameOf(row)}”？`}
                      okText="删除"
                      cancelText="取消"
                      onConfirm={() => remove(row)}
                    >
                      <Button size="small" danger aria-label={`删除 ${kind.nameOf(row)}`}>
                        删除
                      </Button>
                    </Popconfirm>
                    {kind.sortable && (
                      <OrderButtons name={kind.nameOf(row)} index={index} count={rows.length} onMove={(from, to) => void move(from, to)} />
                    )}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </LoadState>
      {editing && (
        <ContentDrawer
          kind={kind}
          meetingId={meetingId}
          editing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            void message.success('已保存');
            setEditing(undefined);
            load.reload();
          }}
        />
      )}
    </>
  );
}

import { useState } from 'react';
import { Button, Space, Table, Tag, Typography } from 'antd';
import type { ConsoleTicketType } from '@conf/contract';
import { useParams } from '@conf/shared';
import { LoadState } from '../../../app/LoadState';
import { useLoad } from '../../../app/useLoad';
import { useZonedTime } from '../../../app/ZonedTime';
import { yuan } from '../../../app/money';
import { fetchTicketTypes } from '../api/fetchTicketTypes';
import { TicketTypeDialog } from '../components/TicketTypeDialog';

/** /admin/meetings/{id}/tickets: the ticket types with their seats held and sold; add and edit in a dialog. */
export function TicketTypesPage() {
  const time = useZonedTime();
  const meetingId = Number(useParams().id);
  const load = useLoad(() => fetchTicketTypes(meetingId), `ticket-types-${meetingId}`);
  const [editing, setEditing] = useState<ConsoleTicketType | 'new'>();
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3}>票种</Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          新增票种
        </Button>
      </Space>
      <LoadState load={load}>
        {({ list }) => (
          <Table
            rowKey="id"
            pagination={false}
            dataSource={list}
            locale={{ emptyText: '暂无票种，点击「新增票种」添加' }}
            columns={[
              { title: '名称', dataIndex: 'name' },
              { title: '价格', dataIndex: 'price', render: (fen: number) => yuan(fen) },
              { title: '名额', dataIndex: 'capacity' },
              { title: '占用中', dataIndex: 'held' },
              { title: '已售', dataIndex: 'sold' },
              { title: '剩余', render: (_, t) => t.capacity - t.held - t.sold },
              { title: '每单限购', dataIndex: 'per_order_limit' },
              {
                title: '售票时间',
                render: (_, t) => `${t.sale_start ? time(t.sale_start) : '立即'} 至 ${t.sale_end ? time(t.sale_end) : '会议开始'}`,
              },
              { title: '可见', dataIndex: 'published', render: (p: boolean) => (p ? <Tag color="green">可见</Tag> : <Tag>隐藏</Tag>) },
              { title: '版本', dataIndex: 'version' },
              {
                title: '操作',
                render: (_, t) => (
                  <Button size="small" aria-label={`编辑 ${t.name}`} onClick={() => setEditing(t)}>
                    编辑
                  </Button>
                ),
              },
            ]}
          />
        )}
      </LoadState>
      {editing && (
        <TicketTypeDialog
          meetingId={meetingId}
          editing={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            load.reload();
          }}
        />
      )}
    </>
  );
}

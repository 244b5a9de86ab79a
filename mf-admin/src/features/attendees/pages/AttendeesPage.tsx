import { useState } from 'react';
import { Button, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { Link, useParams } from '@conf/shared';
import { useQueryState } from '../../../app/useQueryState';
import { LoadState } from '../../../app/LoadState';
import { useLoad } from '../../../app/useLoad';
import { useZonedTime } from '../../../app/ZonedTime';
import { fetchAttendees, type AttendeeRow } from '../api/fetchAttendees';
import { CorrectAttendeeDialog } from '../components/CorrectAttendeeDialog';

const answerText = (v: unknown) =>
  Array.isArray(v) ? v.join('、') : v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** /admin/meetings/{id}/attendees: who comes, their form answers one column a field, checked in or not. */
export function AttendeesPage() {
  const time = useZonedTime();
  const meetingId = Number(useParams().id);
  const { params, key, page: current, set, setPage } = useQueryState();
  const attendees = useLoad(() => fetchAttendees(meetingId, params), `${meetingId}?${key}`);
  const [editing, setEditing] = useState<AttendeeRow>();
  return (
    <>
      <Typography.Title level={3}>参会人</Typography.Title>
      <Space style={{ marginBottom: 16 }}>
        <Select
          aria-label="签到状态"
          placeholder="签到状态"
          allowClear
          style={{ width: 140 }}
          value={params.checked_in}
          onChange={(v) => set({ checked_in: v })}
          options={[
            { value: 'true', label: '已签到' },
            { value: 'false', label: '未签到' },
          ]}
        />
        <Input.Search
          aria-label="搜索参会人"
          placeholder="姓名或手机号"
          allowClear
          defaultValue={params.q}
          onSearch={(v) => set({ q: v.trim() })}
          style={{ width: 260 }}
        />
      </Space>
      <LoadState load={attendees}>
        {(page) => {
          const fieldNames = [...new Set(page.list.flatMap((a) => Object.keys(a.fields ?? {})))];
          return (
            <Table
              rowKey="id"
              scroll={{ x: true }}
              loading={attendees.loading}
              dataSource={page.list}
              locale={{ emptyText: '暂无参会人' }}
              pagination={{ current, pageSize: 20, total: page.total, showSizeChanger: false, onChange: setPage }}
              columns={[
                { title: '姓名', dataIndex: 'name', fixed: 'left' },
                { title: '手机号', dataIndex: 'mobile' },
                { title: '单位', dataIndex: 'company' },
                { title: '票种', dataIndex: 'ticket_name' },
                ...fieldNames.map((f) => ({
                  title: f,
                  key: `field-${f}`,
                  render: (_: unknown, a: AttendeeRow) => answerText(a.fields?.[f]),
                })),
                {
                  title: '签到',
                  dataIndex: 'checked_in_at',
                  render: (at: string | null) => (at ? <Tag color="green">已签到 {time(at)}</Tag> : <Tag>未签到</Tag>),
                },
                { title: '订单', dataIndex: 'order_sn', render: (sn: string) => <Link to={`/admin/orders/${sn}`}>{sn}</Link> },
                {
                  title: '操作',
                  key: 'edit',
                  fixed: 'right',
                  render: (_, a) => (
                    <Button size="small" onClick={() => setEditing(a)} aria-label={`更正 ${a.name}`}>
                      更正
                    </Button>
                  ),
                },
              ]}
            />
          );
        }}
      </LoadState>
      {editing && (
        <CorrectAttendeeDialog meetingId={meetingId} attendee={editing} onClose={() => setEditing(undefined)} onDone={attendees.reload} />
      )}
    </>
  );
}

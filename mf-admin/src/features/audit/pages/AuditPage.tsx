import { Select, Space, Table, Typography } from 'antd';
import { LoadState } from '../../../app/LoadState';
import { useLoad } from '../../../app/useLoad';
import { useQueryState } from '../../../app/useQueryState';
import { useZonedTime } from '../../../app/ZonedTime';
import { useMe } from '../../access';
import { fetchAudit } from '../api/fetchAudit';
import { ACTION_TEXT, actionText, actorText } from '../../../app/auditText';

/** /admin/audit: who did what and why, filtered by meeting and action, a page at a time. */
export function AuditPage() {
  const time = useZonedTime();
  const { me } = useMe();
  const { params, key, page, set, setPage } = useQueryState();
  const log = useLoad(() => fetchAudit(params), `audit?${key}`);
  return (
    <>
      <Typography.Title level={3}>审计日志</Typography.Title>
      <Space style={{ marginBottom: 16 }}>
        <Select
          aria-label="会议"
          placeholder="全部会议"
          allowClear
          style={{ width: 240 }}
          value={params.meeting_id}
          options={me.meetings.map((m) => ({ value: String(m.id), label: m.title }))}
          onChange={(v) => set({ meeting_id: v })}
        />
        <Select
          aria-label="操作"
          placeholder="全部操作"
          allowClear
          style={{ width: 200 }}
          value={params.action}
          options={Object.entries(ACTION_TEXT).map(([value, label]) => ({ value, label }))}
          onChange={(v) => set({ action: v })}
        />
      </Space>
      <LoadState load={log}>
        {(data) => (
          <Table
            rowKey="id"
            loading={log.loading}
            dataSource={data.list}
            locale={{ emptyText: '暂无记录' }}
            pagination={{ current: page, pageSize: 20, total: data.total, showSizeChanger: false, onChange: setPage }}
            columns={[
              { title: '时间', key: 'at', render: (_, r) => time(r.at, r.meeting_id) },
              { title: '操作人', render: (_, r) => actorText(r) },
              { title: '操作', dataIndex: 'action', render: actionText },
              { title: '对象', dataIndex: 'target' },
              { title: '原因', dataIndex: 'reason' },
              { title: 'IP', dataIndex: 'ip' },
            ]}
          />
        )}
      </LoadState>
    </>
  );
}

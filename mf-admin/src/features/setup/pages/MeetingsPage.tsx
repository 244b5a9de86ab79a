import { useState } from 'react';
import { Button, Card, List, Space, Tag, Typography } from 'antd';
import { Link, useNavigate } from '@conf/shared';
import { ROLE_TEXT, useMe } from '../../access';
import { NewMeetingDialog } from '../components/NewMeetingDialog';

const PARTS = [
  { path: '/settings', label: '会议设置' },
  { path: '/tickets', label: '票种' },
  { path: '/form', label: '报名表单' },
  { path: '/entries', label: '链接入口' },
  { path: '', label: '数据看板' },
];

/** /admin/meetings: the meetings I may set up, and 新建会议 for those allowed to create. */
export function MeetingsPage() {
  const { me, may } = useMe();
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const mine = me.meetings.filter((m) => may('meeting.edit', m.id));
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3}>会议管理</Typography.Title>
        {me.can_create && (
          <Button type="primary" onClick={() => setCreating(true)}>
            新建会议
          </Button>
        )}
      </Space>
      <Card>
        <List
          dataSource={mine}
          locale={{ emptyText: '暂无会议，点击「新建会议」开始' }}
          renderItem={(m) => (
            <List.Item
              actions={PARTS.map((p) => (
                <Link key={p.path} to={`/admin/meetings/${m.id}${p.path}`} aria-label={`${m.title} ${p.label}`}>
                  {p.label}
                </Link>
              ))}
            >
              <List.Item.Meta title={m.title} description={<Tag>{ROLE_TEXT[m.role] ?? m.role}</Tag>} />
            </List.Item>
          )}
        />
      </Card>
      {creating && (
        <NewMeetingDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            me.reload?.();
            navigate(`/admin/meetings/${id}/settings`);
          }}
        />
      )}
    </>
  );
}

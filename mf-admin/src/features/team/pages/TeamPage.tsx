import { App, Button, Popconfirm, Select, Table, Typography } from 'antd';
import { useParams } from '@conf/shared';
import { LoadState } from '../../../app/LoadState';
import { useLoad } from '../../../app/useLoad';
import { useZonedTime } from '../../../app/ZonedTime';
import { fetchStaff } from '../api/fetchStaff';
import { removeStaff } from '../api/removeStaff';
import { setStaffRole, STAFF_ROLES } from '../api/setStaffRole';
import { AddStaffForm } from '../components/AddStaffForm';

/** /admin/meetings/{id}/team: the meeting's staff; add by mobile, change a role, remove (after a confirm). */
export function TeamPage() {
  const time = useZonedTime();
  const meetingId = Number(useParams().id);
  const staff = useLoad(() => fetchStaff(meetingId), `staff-${meetingId}`);
  const { message } = App.useApp();
  const act = (p: Promise<unknown>, done: string) =>
    p.then(
      () => {
        void message.success(done);
        staff.reload();
      },
      (error: Error) => void message.error(error.message),
    );
  return (
    <>
      <Typography.Title level={3}>团队成员</Typography.Title>
      <AddStaffForm meetingId={meetingId} onDone={staff.reload} />
      <LoadState load={staff}>
        {({ list }) => (
          <Table
            rowKey="user_id"
            pagination={false}
            dataSource={list}
            locale={{ emptyText: '暂无成员' }}
            columns={[
              { title: '昵称', dataIndex: 'nickname' },
              { title: '手机号', dataIndex: 'mobile' },
              {
                title: '角色',
                render: (_, m) => (
                  <Select
                    aria-label={`${m.nickname} 的角色`}
                    value={m.role}
                    options={STAFF_ROLES}
                    style={{ width: 120 }}
                    onChange={(role) => void act(setStaffRole(meetingId, m.mobile, role), '角色已更改')}
                  />
                ),
              },
              { title: '加入时间', dataIndex: 'created_at', render: (at: string | null) => time(at) },
              {
                title: '操作',
                render: (_, m) => (
                  <Popconfirm
                    title={`确定将 ${m.nickname} 移出本会议？`}
                    okText="移出"
                    cancelText="取消"
                    onConfirm={() => act(removeStaff(meetingId, m.user_id), '已移出')}
                  >
                    <Button danger size="small">
                      移出
                    </Button>
                  </Popconfirm>
                ),
              },
            ]}
          />
        )}
      </LoadState>
    </>
  );
}

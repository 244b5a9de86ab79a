import { App, Button, Form, Input } from 'antd';
import { MOBILE_ERROR, MOBILE_PATTERN, type StaffRoleSet } from '@conf/contract';
import { FormSelect } from '../../../app/FormSelect';
import { setStaffRole, STAFF_ROLES } from '../api/setStaffRole';

/** Adds a member by mobile with a role (a member already there gets the new role). */
export function AddStaffForm({ meetingId, onDone }: { meetingId: number; onDone: () => void }) {
  const [form] = Form.useForm<StaffRoleSet>();
  const { message } = App.useApp();
  const submit = async ({ mobile, role }: StaffRoleSet) => {
    try {
      await setStaffRole(meetingId, mobile, role);
      void message.success('已保存');
      form.resetFields();
      onDone();
    } catch (error) {
      void message.error((error as Error).message);
    }
  };
  return (
    <Form form={form} layout="inline" onFinish={(v) => void submit(v)} style={{ marginBottom: 16 }}>
      <Form.Item name="mobile" label="手机号" rules={[{ required: true, pattern: new RegExp(MOBILE_PATTERN), message: MOBILE_ERROR }]}>
        <Input style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="role" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
        <FormSelect style={{ width: 120 }} options={STAFF_ROLES} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          添加成员
        </Button>
      </Form.Item>
    </Form>
  );
}

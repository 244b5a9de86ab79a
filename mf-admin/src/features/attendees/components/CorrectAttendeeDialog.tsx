import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import type { AttendeeRow } from '../api/fetchAttendees';
import { correctAttendee, type AttendeeCorrection } from '../api/correctAttendee';

/** Corrects one attendee (a reason is asked: the change is audited and the e-ticket reissued). */
export function CorrectAttendeeDialog({ meetingId, attendee, onClose, onDone }: { meetingId: number; attendee: AttendeeRow; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<AttendeeCorrection>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const submit = async () => {
    // Invalid fields are shown under each by the form itself; nothing is sent.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setBusy(true);
    try {
      await correctAttendee(meetingId, attendee.id, values);
      onDone();
      onClose();
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={`更正参会人：${attendee.name}`} okText="保存" cancelText="取消" confirmLoading={busy} onOk={() => void submit()} onCancel={onClose}>
      <Form form={form} layout="vertical" initialValues={{ name: attendee.name, mobile: attendee.mobile, company: attendee.company, position: attendee.position, email: attendee.email }}>
        <Form.Item name="name" label="姓名" rules={[{ required: true, whitespace: true, message: '请填写姓名' }]}><Input /></Form.Item>
        <Form.Item name="mobile" label="手机号" rules={[{ required: true, pattern: /^1\d{10}$/, message: '请填写正确的手机号' }]}><Input /></Form.Item>
        <Form.Item name="company" label="单位"><Input /></Form.Item>
        <Form.Item name="position" label="职位"><Input /></Form.Item>
        <Form.Item name="email" label="邮箱" rules={[{ type: 'email', message: '邮箱格式不正确' }]}><Input /></Form.Item>
        <Form.Item name="reason" label="更正原因" rules={[{ required: true, whitespace: true, message: '请填写更正原因' }]}><Input.TextArea rows={3} maxLength={200} /></Form.Item>
      </Form>
      {refusal && <Alert type="error" showIcon message={refusal} role="alert" />}
    </Modal>
  );
}

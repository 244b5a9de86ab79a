import { Form, Input } from 'antd';
import { EMAIL_ERROR, EMAIL_PATTERN, MOBILE_ERROR, MOBILE_PATTERN } from '@conf/contract';
import { FormDialog } from '../../../app/FormDialog';
import type { AttendeeRow } from '../api/fetchAttendees';
import { correctAttendee, type AttendeeCorrection } from '../api/correctAttendee';

/** Corrects one attendee (a reason is asked: the change is audited and the e-ticket reissued). */
export function CorrectAttendeeDialog({
  meetingId,
  attendee,
  onClose,
  onDone,
}: {
  meetingId: number;
  attendee: AttendeeRow;
  onClose: () => void;
  onDone: () => void;
}) {
  const { name, mobile, company, position, email } = attendee;
  return (
    <FormDialog<AttendeeCorrection>
      title={`更正参会人：${attendee.name}`}
      save={(values) => correctAttendee(meetingId, attendee.id, values)}
      onSaved={onDone}
      onClose={onClose}
      initialValues={{ name, mobile, company, position, email }}
    >
      <Form.Item name="name" label="姓名" rules={[{ required: true, whitespace: true, message: '请填写姓名' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="mobile" label="手机号" rules={[{ required: true, pattern: new RegExp(MOBILE_PATTERN), message: MOBILE_ERROR }]}>
        <Input />
      </Form.Item>
      <Form.Item name="company" label="单位">
        <Input />
      </Form.Item>
      <Form.Item name="position" label="职位">
        <Input />
      </Form.Item>
      <Form.Item name="email" label="邮箱" rules={[{ pattern: new RegExp(EMAIL_PATTERN), message: EMAIL_ERROR }]}>
        <Input />
      </Form.Item>
      <Form.Item name="reason" label="更正原因" rules={[{ required: true, whitespace: true, message: '请填写更正原因' }]}>
        <Input.TextArea rows={3} maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
}

import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { Form } from '@conf/form';
import { Input } from 'react-vant/es/input';
import { Popup } from 'react-vant/es/popup';
import { AsyncContent, Loadable, errorMessage, toast } from '@conf/shared';
import { EMAIL_RULE } from '../../invoiceTitles';
import { editAttendee, getEditableAttendee, type Attendee, type EditableAttendee } from '../api/orders';
import styles from './AttendeeEditor.module.css';

type Values = Pick<EditableAttendee['applyer'], 'name' | 'mobile' | 'company' | 'position' | 'email'>;

const EditForm = observer(function EditForm({ details, onSaved }: { details: Loadable<EditableAttendee>; onSaved: () => void }) {
  const d = details.data;
  if (!d) return null;
  if (!d.can_edit) return <p className={styles.reason}>{d.reason}</p>;
  const save = async (values: Values) => {
    try {
      // The meeting's own form answers (fields) go back as they were; only the person's details change here.
      await editAttendee(d.applyer.id, { ...d.applyer, ...values });
      toast.success('报名信息已修改');
      onSaved();
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };
  return (
    <Form
      initialValues={d.applyer}
      onFinish={save}
      footer={
        <Button round block type="primary" nativeType="submit">
          保存
        </Button>
      }
    >
      <Form.Item name="name" label="姓名" rules={[{ required: true, whitespace: true, message: '请填写姓名' }]}>
        <Input placeholder="请填写姓名" maxLength={30} />
      </Form.Item>
      <Form.Item name="mobile" label="手机号" rules={[{ required: true, pattern: /^1\d{10}$/, message: '请填写正确的手机号' }]}>
        <Input type="tel" placeholder="请填写手机号" maxLength={11} />
      </Form.Item>
      <Form.Item name="company" label="单位">
        <Input placeholder="请填写单位" maxLength={100} />
      </Form.Item>
      <Form.Item name="position" label="职务">
        <Input placeholder="请填写职务" maxLength={50} />
      </Form.Item>
      <Form.Item name="email" label="邮箱" rules={[EMAIL_RULE('请填写正确的邮箱')]}>
        <Input placeholder="请填写邮箱" maxLength={100} />
      </Form.Item>
    </Form>
  );
});

interface Props {
  attendee: Attendee | null;
  onClose: () => void;
  onSaved: () => void;
}

/** A sheet to correct one attendee's details (edit_apply_information); the server says whether it still may. */
export default function AttendeeEditor({ attendee, onClose, onSaved }: Props) {
  return (
    <Popup visible={!!attendee} position="bottom" round closeable title="修改参会人信息" onClose={onClose} destroyOnClose>
      <div className={styles.body}>{attendee && <Content key={attendee.id} attendeeId={attendee.id} onSaved={onSaved} />}</div>
    </Popup>
  );
}

const Content = observer(function Content({ attendeeId, onSaved }: { attendeeId: number; onSaved: () => void }) {
  const [details] = useState(() => new Loadable(() => getEditableAttendee(attendeeId)));
  useEffect(() => void details.load(), [details]);
  return (
    <AsyncContent loading={!details.data && !details.error} error={details.error} refused={details.refused} onRetry={details.load}>
      <EditForm details={details} onSaved={onSaved} />
    </AsyncContent>
  );
});

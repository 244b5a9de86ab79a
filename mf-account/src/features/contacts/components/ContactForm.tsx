import { Form, type FormInstance } from '@conf/form';
import { Input } from 'react-vant/es/input';
import type { ContactInput } from '../api/contacts';
import { isIdNumber, rule } from '../../../common/validation';
import { MobileField } from '../../../components/MobileField';

export type ContactValues = Omit<ContactInput, 'id'>;

/** Name and mobile are required (spec's texts: 请填写姓名, 请填写正确的手机号); the rest optional. */
export function ContactForm({
  form,
  initial,
  onFinish,
  className,
}: {
  form: FormInstance;
  initial?: ContactValues;
  onFinish: (v: ContactValues) => void;
  className?: string;
}) {
  return (
    <Form form={form} initialValues={initial} onFinish={onFinish} className={className}>
      <Form.Item name="name" label="姓名" rules={[{ required: true, whitespace: true, message: '请填写姓名' }]}>
        <Input placeholder="请填写姓名" maxLength={20} clearable />
      </Form.Item>
      <MobileField placeholder="请填写手机号" />
      <Form.Item name="company" label="单位">
        <Input placeholder="选填" maxLength={50} clearable />
      </Form.Item>
      <Form.Item name="position" label="职务">
        <Input placeholder="选填" maxLength={30} clearable />
      </Form.Item>
      <Form.Item name="id_number" label="身份证号" rules={[rule(isIdNumber, '请填写正确的身份证号')]}>
        <Input placeholder="选填，用于会议入场核验" maxLength={18} clearable />
      </Form.Item>
    </Form>
  );
}

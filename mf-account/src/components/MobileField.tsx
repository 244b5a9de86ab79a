import { Form } from '@conf/form';
import { Input } from 'react-vant/es/input';
import { MOBILE_RULES } from '../common/formRules';

interface MobileFieldProps {
  label?: string;
  placeholder?: string;
}

/** The form's `mobile` field: 11 digits with the account forms' rules (validMobile reads it by that name). */
export function MobileField({ label = '手机号', placeholder = '请输入手机号' }: MobileFieldProps) {
  return (
    <Form.Item name="mobile" label={label} rules={MOBILE_RULES}>
      <Input type="tel" placeholder={placeholder} maxLength={11} clearable />
    </Form.Item>
  );
}

import { Form } from '@conf/form';
import { PASSWORD_RULE_TEXT, isStrongPassword, rule } from '../common/validation';
import { PasswordInput } from './PasswordInput';

interface NewPasswordFieldProps {
  /** The API's field: password on sign-up, newpassword on reset and change. */
  name: string;
  label: string;
  /** Shown when the field is left empty. */
  requiredMessage: string;
}

/** A password being chosen: the strength rule the server applies too. */
export function NewPasswordField({ name, label, requiredMessage }: NewPasswordFieldProps) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message: requiredMessage }, rule(isStrongPassword, PASSWORD_RULE_TEXT)]}>
      <PasswordInput placeholder="6-20位字母和数字组合" maxLength={20} autoComplete="new-password" />
    </Form.Item>
  );
}

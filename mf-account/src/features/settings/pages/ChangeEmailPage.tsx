import { observer } from 'mobx-react-lite';
import { Form } from '@conf/form';
import { Input } from 'react-vant/es/input';
import { sessionStore } from '@conf/shared';
import { changeEmail } from '../api/account';
import { SettingForm } from '../components/SettingForm';
import { useAccountChange } from '../hooks/useAccountChange';
import { SmsCodeField } from '../../sms';
import { isEmail, maskMobile, rule } from '../../../common/validation';
import { CHANGE_EMAIL_TITLE } from '../titles';

interface Values {
  email: string;
  captcha: string;
}

/** /setting/email: confirmed with a code sent to the account's own mobile. */
export default observer(function ChangeEmailPage() {
  const [form] = Form.useForm<Values>();
  const user = sessionStore.user;
  const submit = useAccountChange(({ email, captcha }: Values) => changeEmail(email.trim(), captcha), '邮箱已更换');

  return (
    <SettingForm
      title={CHANGE_EMAIL_TITLE}
      form={form}
      onFinish={submit}
      current={{ label: '当前邮箱', value: user?.email || '未绑定' }}
      hint={`验证码将发送至当前绑定的手机号 ${maskMobile(user?.mobile)}。`}
      submitText="确认更换"
    >
      <Form.Item name="email" label="新邮箱" rules={[{ required: true, message: '请填写邮箱' }, rule(isEmail, '请填写正确的邮箱')]}>
        <Input placeholder="name@example.com" maxLength={100} clearable autoComplete="email" />
      </Form.Item>
      <SmsCodeField event="changeemail" mobile={async () => user?.mobile} />
    </SettingForm>
  );
});

import { observer } from 'mobx-react-lite';
import { Form } from '@conf/form';
import { sessionStore } from '@conf/shared';
import { changeMobile } from '../api/account';
import { SettingForm } from '../components/SettingForm';
import { useAccountChange } from '../hooks/useAccountChange';
import { SmsCodeField } from '../../sms';
import { MobileField } from '../../../components/MobileField';
import { PasswordInput } from '../../../components/PasswordInput';
import { validMobile } from '../../../common/formRules';
import { maskMobile } from '../../../common/validation';
import { CHANGE_MOBILE_TITLE } from '../titles';

interface Values {
  mobile: string;
  captcha: string;
  password: string;
}

/** /setting/mobile: the new mobile proves itself with a code sent to it, the user with the current password. */
export default observer(function ChangeMobilePage() {
  const [form] = Form.useForm<Values>();
  const submit = useAccountChange(
    ({ mobile, captcha, password }: Values) => changeMobile(mobile.trim(), captcha, password),
    '手机号已更换',
  );

  return (
    <SettingForm
      title={CHANGE_MOBILE_TITLE}
      form={form}
      onFinish={submit}
      current={{ label: '当前手机号', value: maskMobile(sessionStore.user?.mobile) }}
      hint="更换后，请使用新手机号登录，其他设备上的登录将退出。"
      submitText="确认更换"
    >
      <MobileField label="新手机号" placeholder="请输入新手机号" />
      <SmsCodeField event="changemobile" mobile={() => validMobile(form)} />
      <Form.Item name="password" label="当前密码" rules={[{ required: true, message: '请输入当前密码' }]}>
        <PasswordInput placeholder="请输入当前登录密码" autoComplete="current-password" />
      </Form.Item>
    </SettingForm>
  );
});

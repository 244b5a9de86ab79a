import { Form } from '@conf/form';
import { errorMessage, loginPath, sessionStore, useNavigate, toast } from '@conf/shared';
import { changePassword } from '../api/account';
import { forgetUser } from '../stores/logout';
import { SettingForm } from '../components/SettingForm';
import { PasswordInput } from '../../../components/PasswordInput';
import { NewPasswordField } from '../../../components/NewPasswordField';
import { CHANGE_PASSWORD_TITLE } from '../titles';

interface Values {
  oldpassword: string;
  newpassword: string;
  confirm: string;
}

/** /setting/changepwd: the server ends every session of the account, so the user logs in again. */
export default function ChangePasswordPage() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();

  const submit = async ({ oldpassword, newpassword }: Values) => {
    try {
      await changePassword(oldpassword, newpassword);
      sessionStore.dropToken();
      forgetUser();
      toast.success('密码已修改，请重新登录');
      navigate(loginPath('/mine'), { replace: true });
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };

  const sameAsNew = {
    validator: (_: unknown, value?: string) =>
      !value || value === form.getFieldValue('newpassword') ? Promise.resolve() : Promise.reject(new Error('两次输入的新密码不一致')),
  };

  return (
    <SettingForm
      title={CHANGE_PASSWORD_TITLE}
      form={form}
      onFinish={submit}
      hint="修改成功后，所有设备上的登录都将失效，需要使用新密码重新登录。"
      submitText="确认修改"
    >
      <Form.Item name="oldpassword" label="原密码" rules={[{ required: true, message: '请填写原密码' }]}>
        <PasswordInput placeholder="请输入原密码" autoComplete="current-password" />
      </Form.Item>
      <NewPasswordField name="newpassword" label="新密码" requiredMessage="请填写新密码" />
      <Form.Item name="confirm" label="确认密码" rules={[{ required: true, message: '请再次输入新密码' }, sameAsNew]}>
        <PasswordInput placeholder="再次输入新密码" maxLength={20} autoComplete="new-password" />
      </Form.Item>
    </SettingForm>
  );
}

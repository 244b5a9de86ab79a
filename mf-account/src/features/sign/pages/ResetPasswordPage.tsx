import { Form } from '@conf/form';
import { errorMessage, sessionStore, useLocation, useNavigate, toast } from '@conf/shared';
import { resetPassword } from '../api/auth';
import { forgetUser } from '../../settings';
import { withRedirect } from '../../../common/redirect';
import { SignLayout } from '../components/SignLayout';
import { NewPasswordField } from '../../../components/NewPasswordField';
import { SmsCodeField } from '../../sms';
import { MobileField } from '../../../components/MobileField';
import { SignForm } from '../components/SignForm';
import { validMobile } from '../../../common/formRules';

interface Values {
  mobile: string;
  captcha: string;
  newpassword: string;
}

/** /sign/resetpwd: a forgotten password replaced after an SMS check; every session of the account ends. */
export default function ResetPasswordPage() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const { search } = useLocation();

  const submit = async ({ mobile, captcha, newpassword }: Values) => {
    try {
      await resetPassword(mobile.trim(), captcha, newpassword);
      // The server revoked this device's token too.
      if (sessionStore.loggedIn) {
        sessionStore.dropToken();
        forgetUser();
      }
      toast.success('密码已重置，请重新登录');
      navigate(withRedirect('/sign/byPwd', search), { replace: true });
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };

  return (
    <SignLayout title="重置密码" heading="重置密码" subheading="通过手机验证码设置新密码">
      <SignForm form={form} onFinish={submit} submitText="确认重置">
        <MobileField placeholder="注册时使用的手机号" />
        <SmsCodeField event="resetpwd" mobile={() => validMobile(form)} />
        <NewPasswordField name="newpassword" label="新密码" requiredMessage="请设置新密码" />
      </SignForm>
    </SignLayout>
  );
}

import { useState } from 'react';
import { Form } from '@conf/form';
import { errorMessage, useLocation, useNavigate, toast } from '@conf/shared';
import { register } from '../api/auth';
import { completeLogin } from '../stores/login';
import { returnTarget } from '../../../common/redirect';
import { SignLayout } from '../components/SignLayout';
import { SignLinks } from '../components/SignLinks';
import { NewPasswordField } from '../../../components/NewPasswordField';
import { SmsCodeField } from '../../sms';
import { MobileField } from '../../../components/MobileField';
import { AgreementConsent } from '../components/AgreementConsent';
import { SignForm } from '../components/SignForm';
import { validMobile } from '../../../common/formRules';

interface Values {
  mobile: string;
  captcha: string;
  password: string;
}

/** /sign/signup: mobile, SMS code and password; the new account is logged in at once. */
export default function SignupPage() {
  const [form] = Form.useForm<Values>();
  const [agreed, setAgreed] = useState(false);
  const navigate = useNavigate();
  const { search } = useLocation();

  const submit = async ({ mobile, captcha, password }: Values) => {
    if (!agreed) {
      toast.info('请先阅读并同意用户协议和隐私政策');
      return;
    }
    try {
      await completeLogin(await register(mobile.trim(), captcha, password));
      toast.success('注册成功');
      navigate(returnTarget(search), { replace: true });
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };

  return (
    <SignLayout
      title="注册"
      heading="注册账号"
      subheading="注册后即可报名会议、预订酒店"
      footer={<AgreementConsent checked={agreed} onChange={setAgreed} />}
    >
      <SignForm form={form} onFinish={submit} submitText="注册并登录">
        <MobileField />
        <SmsCodeField event="register" mobile={() => validMobile(form)} />
        <NewPasswordField name="password" label="密码" requiredMessage="请设置密码" />
      </SignForm>
      <SignLinks links={[{ to: '/sign/byPwd', label: '已有账号，去登录' }]} />
    </SignLayout>
  );
}

import { useState } from 'react';
import { Form } from '@conf/form';
import { errorMessage, useLocation, useNavigate, toast } from '@conf/shared';
import { sendSmsCode } from '../../sms';
import { withRedirect } from '../../../common/redirect';
import { SignLayout } from '../components/SignLayout';
import { SignLinks } from '../components/SignLinks';
import { AgreementNote } from '../components/AgreementNote';
import { SignForm } from '../components/SignForm';
import { MobileField } from '../../../components/MobileField';

/** /sign/msgCode: the mobile for an SMS login; the code is typed on /sign/checkCode. */
export default function MsgCodePage() {
  const [form] = Form.useForm<{ mobile: string }>();
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();
  const { search } = useLocation();

  const submit = async ({ mobile }: { mobile: string }) => {
    setSending(true);
    try {
      await sendSmsCode(mobile.trim(), 'mobilelogin');
      toast.success('验证码已发送');
      navigate(withRedirect(`/sign/checkCode?mobile=${mobile.trim()}`, search), { state: { sentAt: Date.now() } });
    } catch (e) {
      toast.fail(errorMessage(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <SignLayout title="验证码登录" heading="手机验证码登录" subheading="未注册的手机号验证后将自动创建账号" footer={<AgreementNote />}>
      <SignForm form={form} onFinish={submit} submitText="获取验证码" loading={sending}>
        <MobileField />
      </SignForm>
      <SignLinks
        links={[
          { to: '/sign/byPwd', label: '密码登录' },
          { to: '/sign/signup', label: '注册账号' },
        ]}
      />
    </SignLayout>
  );
}

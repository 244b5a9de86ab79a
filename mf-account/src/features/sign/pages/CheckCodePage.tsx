import { useEffect, useState } from 'react';
import { errorMessage, Navigate, useLocation, useNavigate, toast } from '@conf/shared';
import { loginByCode } from '../api/auth';
import { completeLogin } from '../stores/login';
import { CodeSender, RESEND_SECONDS, SmsCodeButton } from '../../sms';
import { returnTarget, withRedirect } from '../../../common/redirect';
import { isMobile, maskMobile } from '../../../common/validation';
import { SignLayout } from '../components/SignLayout';
import { CodeInput } from '../components/CodeInput';
import styles from './sign.module.css';

const CODE_LENGTH = 6;

/** /sign/checkCode?mobile=: the SMS code of an SMS login; the sixth digit logs in. */
export default function CheckCodePage() {
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const mobile = new URLSearchParams(search).get('mobile') ?? '';
  const [code, setCode] = useState('');
  const [sender] = useState(() => new CodeSender('mobilelogin'));

  // Coming from /sign/msgCode the code was just sent: the resend countdown runs on from there.
  useEffect(() => {
    const sentAt = (state as { sentAt?: number } | null)?.sentAt;
    const left = sentAt ? RESEND_SECONDS - Math.floor((Date.now() - sentAt) / 1000) : 0;
    if (left > 0) sender.startCountdown(left);
  }, [sender, state]);

  const change = async (value: string) => {
    setCode(value);
    if (value.length !== CODE_LENGTH) return;
    try {
      await completeLogin(await loginByCode(mobile, value));
      toast.success('登录成功');
      navigate(returnTarget(search), { replace: true });
    } catch (e) {
      toast.fail(errorMessage(e));
      setCode('');
    }
  };

  if (!isMobile(mobile)) return <Navigate to={withRedirect('/sign/msgCode', search)} replace />;
  return (
    <SignLayout
      title="输入验证码"
      heading="输入短信验证码"
      subheading={
        <>
          验证码已发送至 <b className={styles.phone}>{maskMobile(mobile)}</b>，5分钟内有效
        </>
      }
    >
      <CodeInput value={code} onChange={change} length={CODE_LENGTH} />
      <div className={styles.resend}>
        <SmsCodeButton sender={sender} mobile={async () => mobile} />
      </div>
    </SignLayout>
  );
}

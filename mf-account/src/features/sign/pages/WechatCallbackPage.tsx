import { useEffect, useRef, useState } from 'react';
import { Form } from '@conf/form';
import { Button } from 'react-vant/es/button';
import { errorMessage, safeTarget, sessionStore, useLocation, useNavigate, toast } from '@conf/shared';
import { bindWechat, getWechatOpenid, loginByCodeBinding } from '../api/wechat';
import { completeLogin } from '../stores/login';
import { SignLayout } from '../components/SignLayout';
import { SignForm } from '../components/SignForm';
import { AgreementConsent } from '../components/AgreementConsent';
import { MobileField } from '../../../components/MobileField';
import { SmsCodeField } from '../../sms';
import { validMobile } from '../../../common/formRules';
import styles from './WechatCallbackPage.module.css';

interface Pending {
  bindToken: string;
  nickname: string;
  avatar: string;
  redirect: string;
}

type Step = { kind: 'working' } | { kind: 'failed'; message: string } | ({ kind: 'mobile' } & Pending);

/**
 * /sign/wechat: where WeChat sends the browser back with code and state. A bound WeChat user is signed in;
 * signed in already, the WeChat user is bound to this account; otherwise the page shows the WeChat nickname
 * and avatar and asks for the mobile with an SMS code (an existing account is bound, a new mobile signs up).
 */
export default function WechatCallbackPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  // Refused at WeChat (拒绝): it sends the browser back with the state and no code.
  const [step, setStep] = useState<Step>(() =>
    new URLSearchParams(search).get('code') ? { kind: 'working' } : { kind: 'failed', message: '你已取消微信授权' },
  );
  const [form] = Form.useForm<{ mobile: string; captcha: string }>();
  const [agreed, setAgreed] = useState(false);
  // A code is good once: the effect must not exchange it twice (StrictMode runs effects twice).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    const code = params.get('code');
    const state = params.get('state') ?? '';
    if (!code) return;
    void (async () => {
      try {
        const reply = await getWechatOpenid(code, state);
        if (reply.code !== 1) throw new Error(reply.msg);
        const redirect = safeTarget(reply.data.redirect, '/mine');
        if (reply.data.userinfo) {
          await completeLogin(reply);
          toast.success('登录成功');
          navigate(redirect, { replace: true });
        } else if (sessionStore.loggedIn) {
          await bindWechat(reply.data.bind_token ?? '');
          sessionStore.closeAuthPopup();
          toast.success('微信已绑定');
          navigate(redirect, { replace: true });
        } else {
          setStep({
            kind: 'mobile',
            bindToken: reply.data.bind_token ?? '',
            nickname: reply.data.nickname ?? '',
            avatar: reply.data.avatar ?? '',
            redirect,
          });
        }
      } catch (e) {
        setStep({ kind: 'failed', message: errorMessage(e) });
      }
    })();
  }, [search, navigate]);

  if (step.kind === 'working') {
    return (
      <SignLayout title="微信登录" heading="微信登录" subheading="正在确认微信授权…">
        <p className={styles.center} role="status">
          请稍候
        </p>
      </SignLayout>
    );
  }
  if (step.kind === 'failed') {
    return (
      <SignLayout title="微信登录" heading="微信登录未完成" subheading={step.message}>
        <Button round block type="primary" onClick={() => navigate('/sign/byPwd', { replace: true })}>
          返回登录
        </Button>
      </SignLayout>
    );
  }

  const submit = async ({ mobile, captcha }: { mobile: string; captcha: string }) => {
    if (!agreed) {
      toast.info('请先阅读并同意用户协议和隐私政策');
      return;
    }
    try {
      await completeLogin(await loginByCodeBinding(mobile.trim(), captcha, step.bindToken));
      toast.success('微信已绑定');
      navigate(step.redirect, { replace: true });
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };

  return (
    <SignLayout
      title="绑定手机号"
      heading="绑定手机号"
      subheading="验证手机号后即可用微信登录；未注册的手机号将自动创建账号"
      footer={<AgreementConsent checked={agreed} onChange={setAgreed} />}
    >
      <div className={styles.who}>
        {step.avatar && <img className={styles.avatar} src={step.avatar} alt="" />}
        <div>
          <div className={styles.nickname}>{step.nickname || '微信用户'}</div>
          <div className={styles.hint}>已通过微信授权</div>
        </div>
      </div>
      <SignForm form={form} onFinish={submit} submitText="绑定并登录">
        <MobileField />
        <SmsCodeField event="mobilelogin" mobile={() => validMobile(form)} />
      </SignForm>
    </SignLayout>
  );
}

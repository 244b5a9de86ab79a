import { useState } from 'react';
import { Button, Form, Input, Toast } from 'react-vant';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '@conf/shared';
import { sendSmsCode } from '../../sms/api/sms';
import { withRedirect } from '../../../common/redirect';
import { SignLayout } from '../components/SignLayout';
import { SignLinks } from '../components/SignLinks';
import { AgreementNote } from '../components/AgreementNote';
import { MOBILE_RULES } from '../../../common/formRules';
import styles from './sign.module.css';

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
      Toast.success('验证码已发送');
      navigate(withRedirect(`/sign/checkCode?mobile=${mobile.trim()}`, search), { state: { sentAt: Date.now() } });
    } catch (e) {
      Toast.fail(errorMessage(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <SignLayout title="验证码登录" heading="手机验证码登录" subheading="未注册的手机号验证后将自动创建账号" footer={<AgreementNote />}>
      <Form
        form={form}
        onFinish={submit}
        footer={
          <div className={styles.submit}>
            <Button round block type="primary" nativeType="submit" loading={sending}>
              获取验证码
            </Button>
          </div>
        }
      >
        <Form.Item name="mobile" label="手机号" rules={MOBILE_RULES}>
          <Input type="tel" placeholder="请输入手机号" maxLength={11} clearable autoComplete="tel" />
        </Form.Item>
      </Form>
      <SignLinks
        links={[
          { to: '/sign/byPwd', label: '密码登录' },
          { to: '/sign/signup', label: '注册账号' },
        ]}
      />
    </SignLayout>
  );
}

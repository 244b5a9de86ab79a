import { useState } from 'react';
import { Button, Form, Input, Toast } from 'react-vant';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, sessionStore } from '@conf/shared';
import { resetPassword } from '../api/auth';
import { CodeSender } from '../../sms/stores/codeSender';
import { forgetUser } from '../../settings/stores/logout';
import { withRedirect } from '../../../common/redirect';
import { PASSWORD_RULE_TEXT, isStrongPassword, rule } from '../../../common/validation';
import { SignLayout } from '../components/SignLayout';
import { PasswordInput } from '../../../components/PasswordInput';
import { SmsCodeButton } from '../../sms/components/SmsCodeButton';
import { CODE_RULES, MOBILE_RULES, validMobile } from '../../../common/formRules';
import styles from './sign.module.css';

interface Values {
  mobile: string;
  captcha: string;
  newpassword: string;
}

/** /sign/resetpwd: a forgotten password replaced after an SMS check; every session of the account ends. */
export default function ResetPasswordPage() {
  const [form] = Form.useForm<Values>();
  const [sender] = useState(() => new CodeSender('resetpwd'));
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
      Toast.success('密码已重置，请重新登录');
      navigate(withRedirect('/sign/byPwd', search), { replace: true });
    } catch (e) {
      Toast.fail(errorMessage(e));
    }
  };

  return (
    <SignLayout title="重置密码" heading="重置密码" subheading="通过手机验证码设置新密码">
      <Form
        form={form}
        onFinish={submit}
        footer={
          <div className={styles.submit}>
            <Button round block type="primary" nativeType="submit">
              确认重置
            </Button>
          </div>
        }
      >
        <Form.Item name="mobile" label="手机号" rules={MOBILE_RULES}>
          <Input type="tel" placeholder="注册时使用的手机号" maxLength={11} clearable autoComplete="tel" />
        </Form.Item>
        <Form.Item name="captcha" label="验证码" rules={CODE_RULES} suffix={<SmsCodeButton sender={sender} mobile={() => validMobile(form)} />}>
          <Input type="digit" placeholder="6位验证码" maxLength={6} autoComplete="one-time-code" />
        </Form.Item>
        <Form.Item name="newpassword" label="新密码" rules={[{ required: true, message: '请设置新密码' }, rule(isStrongPassword, PASSWORD_RULE_TEXT)]}>
          <PasswordInput placeholder="6-20位字母和数字组合" maxLength={20} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </SignLayout>
  );
}

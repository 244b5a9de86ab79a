import { useState } from 'react';
import { Button, Form, Input, Toast } from 'react-vant';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '@conf/shared';
import { register } from '../api/auth';
import { completeLogin } from '../stores/login';
import { CodeSender } from '../../sms/stores/codeSender';
import { returnTarget } from '../../../common/redirect';
import { PASSWORD_RULE_TEXT, isStrongPassword, rule } from '../../../common/validation';
import { SignLayout } from '../components/SignLayout';
import { SignLinks } from '../components/SignLinks';
import { PasswordInput } from '../../../components/PasswordInput';
import { SmsCodeButton } from '../../sms/components/SmsCodeButton';
import { AgreementNote } from '../components/AgreementNote';
import { CODE_RULES, MOBILE_RULES, validMobile } from '../../../common/formRules';
import styles from './sign.module.css';

interface Values {
  mobile: string;
  captcha: string;
  password: string;
}

/** /sign/signup: mobile, SMS code and password; the new account is logged in at once. */
export default function SignupPage() {
  const [form] = Form.useForm<Values>();
  const [sender] = useState(() => new CodeSender('register'));
  const [agreed, setAgreed] = useState(false);
  const navigate = useNavigate();
  const { search } = useLocation();

  const submit = async ({ mobile, captcha, password }: Values) => {
    if (!agreed) {
      Toast('请先阅读并同意用户协议和隐私政策');
      return;
    }
    try {
      await completeLogin(await register(mobile.trim(), captcha, password));
      Toast.success('注册成功');
      navigate(returnTarget(search), { replace: true });
    } catch (e) {
      Toast.fail(errorMessage(e));
    }
  };

  return (
    <SignLayout title="注册" heading="注册账号" subheading="注册后即可报名会议、预订酒店" footer={<AgreementNote checked={agreed} onChange={setAgreed} />}>
      <Form
        form={form}
        onFinish={submit}
        footer={
          <div className={styles.submit}>
            <Button round block type="primary" nativeType="submit">
              注册并登录
            </Button>
          </div>
        }
      >
        <Form.Item name="mobile" label="手机号" rules={MOBILE_RULES}>
          <Input type="tel" placeholder="请输入手机号" maxLength={11} clearable autoComplete="tel" />
        </Form.Item>
        <Form.Item name="captcha" label="验证码" rules={CODE_RULES} suffix={<SmsCodeButton sender={sender} mobile={() => validMobile(form)} />}>
          <Input type="digit" placeholder="6位验证码" maxLength={6} autoComplete="one-time-code" />
        </Form.Item>
        <Form.Item name="password" label="密码" rules={[{ required: true, message: '请设置密码' }, rule(isStrongPassword, PASSWORD_RULE_TEXT)]}>
          <PasswordInput placeholder="6-20位字母和数字组合" maxLength={20} autoComplete="new-password" />
        </Form.Item>
      </Form>
      <SignLinks links={[{ to: '/sign/byPwd', label: '已有账号，去登录' }]} />
    </SignLayout>
  );
}

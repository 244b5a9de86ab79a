import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Cell, Form, Input, Toast } from 'react-vant';
import { useNavigate } from 'react-router-dom';
import { PageLayout, RequireLogin, errorMessage, sessionStore } from '@conf/shared';
import { changeEmail } from '../api/account';
import { CodeSender } from '../../sms/stores/codeSender';
import { SmsCodeButton } from '../../sms/components/SmsCodeButton';
import { CODE_RULES } from '../../../common/formRules';
import { isEmail, maskMobile, rule } from '../../../common/validation';
import styles from './formPage.module.css';

interface Values {
  email: string;
  captcha: string;
}

/** /setting/email: confirmed with a code sent to the account's own mobile. */
export default observer(function ChangeEmailPage() {
  const [form] = Form.useForm<Values>();
  const [sender] = useState(() => new CodeSender('changeemail'));
  const navigate = useNavigate();
  const user = sessionStore.user;

  const submit = async ({ email, captcha }: Values) => {
    try {
      await changeEmail(email.trim(), captcha);
      await sessionStore.refresh();
      Toast.success('邮箱已更换');
      navigate(-1);
    } catch (e) {
      Toast.fail(errorMessage(e));
    }
  };

  return (
    <RequireLogin title="更换邮箱">
      <PageLayout title="更换邮箱">
        <Cell.Group border={false} className={styles.form}>
          <Cell title="当前邮箱" value={user?.email || '未绑定'} />
        </Cell.Group>
        <Form form={form} onFinish={submit} className={styles.form}>
          <Form.Item name="email" label="新邮箱" rules={[{ required: true, message: '请填写邮箱' }, rule(isEmail, '请填写正确的邮箱')]}>
            <Input placeholder="name@example.com" maxLength={100} clearable autoComplete="email" />
          </Form.Item>
          <Form.Item name="captcha" label="验证码" rules={CODE_RULES} suffix={<SmsCodeButton sender={sender} mobile={async () => user?.mobile} />}>
            <Input type="digit" placeholder="6位验证码" maxLength={6} autoComplete="one-time-code" />
          </Form.Item>
        </Form>
        <p className={styles.hint}>验证码将发送至当前绑定的手机号 {maskMobile(user?.mobile)}。</p>
        <div className={styles.submit}>
          <Button round block type="primary" onClick={form.submit}>
            确认更换
          </Button>
        </div>
      </PageLayout>
    </RequireLogin>
  );
});

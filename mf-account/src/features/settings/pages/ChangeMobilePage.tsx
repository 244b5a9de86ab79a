import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Cell, Form, Input, Toast } from 'react-vant';
import { useNavigate } from 'react-router-dom';
import { PageLayout, RequireLogin, errorMessage, sessionStore } from '@conf/shared';
import { changeMobile } from '../api/account';
import { CodeSender } from '../../sms/stores/codeSender';
import { SmsCodeButton } from '../../sms/components/SmsCodeButton';
import { CODE_RULES, MOBILE_RULES, validMobile } from '../../../common/formRules';
import { maskMobile } from '../../../common/validation';
import styles from './formPage.module.css';

interface Values {
  mobile: string;
  captcha: string;
}

/** /setting/mobile: the new mobile proves itself with a code sent to it. */
export default observer(function ChangeMobilePage() {
  const [form] = Form.useForm<Values>();
  const [sender] = useState(() => new CodeSender('changemobile'));
  const navigate = useNavigate();

  const submit = async ({ mobile, captcha }: Values) => {
    try {
      await changeMobile(mobile.trim(), captcha);
      await sessionStore.refresh();
      Toast.success('手机号已更换');
      navigate(-1);
    } catch (e) {
      Toast.fail(errorMessage(e));
    }
  };

  return (
    <RequireLogin title="更换手机号">
      <PageLayout title="更换手机号">
        <Cell.Group border={false} className={styles.form}>
          <Cell title="当前手机号" value={maskMobile(sessionStore.user?.mobile)} />
        </Cell.Group>
        <Form form={form} onFinish={submit} className={styles.form}>
          <Form.Item name="mobile" label="新手机号" rules={MOBILE_RULES}>
            <Input type="tel" placeholder="请输入新手机号" maxLength={11} clearable />
          </Form.Item>
          <Form.Item name="captcha" label="验证码" rules={CODE_RULES} suffix={<SmsCodeButton sender={sender} mobile={() => validMobile(form)} />}>
            <Input type="digit" placeholder="6位验证码" maxLength={6} autoComplete="one-time-code" />
          </Form.Item>
        </Form>
        <p className={styles.hint}>更换后，请使用新手机号登录。</p>
        <div className={styles.submit}>
          <Button round block type="primary" onClick={form.submit}>
            确认更换
          </Button>
        </div>
      </PageLayout>
    </RequireLogin>
  );
});

import { useState } from 'react';
import { Form } from '@conf/form';
import { Input } from 'react-vant/es/input';
import { CODE_RULES } from '../../../common/formRules';
import type { SmsEvent } from '../api/sms';
import { CodeSender } from '../stores/codeSender';
import { SmsCodeButton } from './SmsCodeButton';

interface SmsCodeFieldProps {
  /** What the code is for: the server accepts it only for that. */
  event: SmsEvent;
  /** Where to send the code: the form's valid mobile, or the account's own; undefined sends nothing. */
  mobile: () => Promise<string | undefined>;
}

/** The form's `captcha` field with its 获取验证码 button (the countdown lives as long as the field). */
export function SmsCodeField({ event, mobile }: SmsCodeFieldProps) {
  const [sender] = useState(() => new CodeSender(event));
  return (
    <Form.Item name="captcha" label="验证码" rules={CODE_RULES} suffix={<SmsCodeButton sender={sender} mobile={mobile} />}>
      <Input type="digit" placeholder="6位验证码" maxLength={6} autoComplete="one-time-code" />
    </Form.Item>
  );
}

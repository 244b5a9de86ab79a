import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { errorMessage, toast } from '@conf/shared';
import type { CodeSender } from '../stores/codeSender';

interface SmsCodeButtonProps {
  sender: CodeSender;
  /** The mobile to send to, or undefined when the field is not valid yet (it then shows why). */
  mobile: () => Promise<string | undefined>;
}

/** 获取验证码 with its 60 s countdown; errors (e.g. 发送过于频繁) come up as a toast. */
export const SmsCodeButton = observer(function SmsCodeButton({ sender, mobile }: SmsCodeButtonProps) {
  useEffect(() => sender.stop, [sender]);
  const send = async () => {
    const to = await mobile();
    if (!to) return;
    try {
      await sender.send(to);
      toast.success('验证码已发送');
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };
  return (
    <Button size="small" type="primary" plain round disabled={!sender.canSend} onClick={send} style={{ minWidth: 96 }}>
      {sender.label}
    </Button>
  );
});

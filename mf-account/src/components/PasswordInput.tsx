import { useState } from 'react';
import { Input, type InputProps } from 'react-vant/es/input';
import ClosedEye from '@react-vant/icons/es/ClosedEye';
import EyeO from '@react-vant/icons/es/EyeO';

/** A password input with an eye to show what was typed (phones make typos easy). */
export function PasswordInput(props: Omit<InputProps, 'type' | 'suffix'>) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeO : ClosedEye;
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={<Icon aria-label={visible ? '隐藏密码' : '显示密码'} role="button" onClick={() => setVisible(!visible)} style={{ fontSize: 18, color: '#969799' }} />}
    />
  );
}

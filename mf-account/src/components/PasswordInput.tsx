import { useState } from 'react';
import { Input, type InputProps } from 'react-vant/es/input';
import ClosedEye from '@react-vant/icons/es/ClosedEye';
import { useOnDemand } from '@conf/shared';

// The open eye is drawn only once the user asks to see the password: it is fetched as a finger touches the closed
// one, not with every page that has a password (the login page among them; half a KiB gzip). The password shows at
// once all the same; the closed eye stands in until the open one is there.
const loadOpenEye = () => import('@react-vant/icons/es/EyeO');

/** A password input with an eye to show what was typed (phones make typos easy). */
export function PasswordInput(props: Omit<InputProps, 'type' | 'suffix'>) {
  const [visible, setVisible] = useState(false);
  const { Component: OpenEye, preload, open } = useOnDemand(loadOpenEye);
  const toggle = () => {
    if (!visible) void open();
    setVisible(!visible);
  };
  const Icon = visible && OpenEye ? OpenEye : ClosedEye;
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <Icon
          role="button"
          aria-label={visible ? '隐藏密码' : '显示密码'}
          // react-vant hides its icons from screen readers; this one is a button
          aria-hidden={false}
          tabIndex={0}
          onPointerDown={preload}
          onClick={toggle}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' && e.key !== ' ') return;
            e.preventDefault();
            toggle();
          }}
          style={{ fontSize: 18, color: 'var(--rv-gray-6)' }}
        />
      }
    />
  );
}

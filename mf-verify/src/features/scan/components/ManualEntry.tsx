import { useState } from 'react';
import { Button } from 'react-vant/es/button';
import { Field } from 'react-vant/es/field';
import styles from './ManualEntry.module.css';

/**
 * Typing the ticket when the camera cannot read it (a cracked screen, no camera permission): the 10-character
 * short code printed under the QR, in any case and with any spaces or dashes (the long signed code works too).
 */
export function ManualEntry({ busy, onSubmit }: { busy: boolean; onSubmit: (code: string) => void }) {
  const [code, setCode] = useState('');
  const send = () => {
    const text = code.trim().toUpperCase();
    if (text) onSubmit(text);
  };
  return (
    <div className={styles.box}>
      <Field
        value={code}
        onChange={setCode}
        placeholder="输入电子票码（二维码下方的 10 位短码）"
        clearable
        maxLength={200}
        button={
          <Button size="small" type="primary" loading={busy} disabled={!code.trim()} onClick={send}>
            核销
          </Button>
        }
      />
    </div>
  );
}

import { useRef } from 'react';
import styles from './CodeInput.module.css';

interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  length?: number;
}

/**
 * Six boxes for an SMS code. A real (transparent) input lies over them, so the phone's keyboard,
 * paste and the SMS autofill (autocomplete="one-time-code") all work.
 */
export function CodeInput({ value, onChange, length = 6 }: CodeInputProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.wrap} onClick={() => input.current?.focus()}>
      {Array.from({ length }, (_, i) => (
        <span key={i} className={`${styles.box} ${i === value.length ? styles.current : ''} ${value[i] ? styles.filled : ''}`}>
          {value[i] ?? ''}
        </span>
      ))}
      <input
        ref={input}
        className={styles.input}
        aria-label="验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        maxLength={length}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, length))}
      />
    </div>
  );
}

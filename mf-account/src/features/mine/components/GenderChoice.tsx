import { useId } from 'react';
import styles from './GenderChoice.module.css';

const OPTIONS = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
  { value: 0, label: '保密' },
];

interface GenderChoiceProps {
  // Given by Form.Item.
  value?: number;
  onChange?: (value: number) => void;
}

/**
 * 性别: three native radio buttons in react-vant's radio look. The browser gives the group its arrow keys and each
 * button its name; react-vant's Radio would bring its checker and icon (2.5 KiB gzip) to this one question.
 */
export function GenderChoice({ value, onChange }: GenderChoiceProps) {
  const group = useId();
  return (
    <div role="radiogroup" aria-label="性别" className={styles.group}>
      {OPTIONS.map((o) => (
        <label key={o.value} className={styles.option}>
          {/* Out of sight (the site's visually-hidden), but the native button still takes focus, arrow keys and taps. */}
          <input
            type="radio"
            name={group}
            className={`visually-hidden ${styles.input}`}
            checked={value === o.value}
            onChange={() => onChange?.(o.value)}
          />
          <span className={styles.icon} aria-hidden />
          {o.label}
        </label>
      ))}
    </div>
  );
}

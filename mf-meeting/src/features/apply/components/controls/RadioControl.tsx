import { Radio } from 'react-vant/es/radio';
import type { ControlProps } from './controlProps';
import styles from '../controls.module.css';

/** One of the question's options. */
export default function RadioControl({ field, value, onChange }: ControlProps) {
  return (
    <Radio.Group value={value as string | undefined} onChange={onChange} direction="horizontal" className={styles.options}>
      {field.options.map((o) => (
        <Radio key={o} name={o}>
          {o}
        </Radio>
      ))}
    </Radio.Group>
  );
}

import { Checkbox } from 'react-vant/es/checkbox';
import type { ControlProps } from './controlProps';
import styles from '../controls.module.css';

/** Any of the question's options. */
export default function CheckboxControl({ field, value, onChange }: ControlProps) {
  return (
    <Checkbox.Group value={(value as string[] | undefined) ?? []} onChange={onChange} direction="horizontal" className={styles.options}>
      {field.options.map((o) => (
        <Checkbox key={o} name={o} shape="square">
          {o}
        </Checkbox>
      ))}
    </Checkbox.Group>
  );
}

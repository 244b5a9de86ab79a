import { useId } from 'react';
import { classes } from './classes';
import styles from './Choices.module.css';

export interface Choice<T> {
  value: T;
  label: string;
}

interface ChoicesProps<T> {
  /** The question, read out as the group's name. */
  label: string;
  options: ReadonlyArray<Choice<T>>;
  className?: string;
}

interface OneOfProps<T> extends ChoicesProps<T> {
  multiple?: false;
  // Given by Form.Item.
  value?: T;
  onChange?: (value: T) => void;
}

interface AnyOfProps<T> extends ChoicesProps<T> {
  multiple: true;
  value?: T[];
  onChange?: (value: T[]) => void;
}

/**
 * One of the options (radio buttons) or any of them (check boxes, `multiple`): native inputs in react-vant's radio
 * and check box look. The browser gives a radio group its arrow keys and each input its name and state; react-vant's
 * Radio and Checkbox bring their checker and icon (2.5 KiB gzip) to a question of a few options.
 */
export function Choices<T extends string | number>(props: OneOfProps<T> | AnyOfProps<T>) {
  const { label, options, className, multiple } = props;
  const group = useId();
  const picked = (v: T) => (props.multiple ? (props.value ?? []).includes(v) : props.value === v);
  const pick = (v: T, on: boolean) => {
    if (!props.multiple) return props.onChange?.(v);
    const rest = (props.value ?? []).filter((x) => x !== v);
    // In the options' order, whatever order they were ticked in.
    const next = on ? options.map((o) => o.value).filter((x) => x === v || rest.includes(x)) : rest;
    props.onChange?.(next);
  };
  return (
    <div role={multiple ? 'group' : 'radiogroup'} aria-label={label} className={classes(styles.group, className)}>
      {options.map((o) => (
        <label key={o.value} className={styles.option}>
          {/* Out of sight (the site's visually-hidden), but the native input still takes focus, keys and taps. */}
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={group}
            className={`visually-hidden ${styles.input}`}
            checked={picked(o.value)}
            onChange={(e) => pick(o.value, e.target.checked)}
          />
          <span className={classes(styles.icon, multiple && styles.square)} aria-hidden />
          {o.label}
        </label>
      ))}
    </div>
  );
}

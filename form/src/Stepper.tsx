import type { KeyboardEvent } from 'react';
import { classes } from './classes';

export interface StepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** What is counted (房间数): the name of the count and of its buttons (减少房间数, 增加房间数). */
  name: string;
}

/**
 * A whole count stepped between `min` and `max` with its − and + buttons, in the markup and classes of react-vant's
 * Stepper (whose stylesheet the site loads whole) with its input not typed in. Drawn here: react-vant's brings typing,
 * long press and number formatting (3 KiB gzip) to a count the user only steps. The count is a spinbutton that takes
 * the arrow keys, as ARIA's pattern has it.
 */
export function Stepper({ value, min, max, onChange, name }: StepperProps) {
  const atMin = value <= min;
  const atMax = value >= max;
  // As react-vant's: a button at its bound does nothing (a count above a lowered max only comes down).
  const step = (by: number) => {
    if (by > 0 ? atMax : atMin) return;
    onChange(Math.min(max, Math.max(min, value + by)));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const by = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1 }[e.key];
    if (by === undefined) return;
    e.preventDefault();
    step(by);
  };
  return (
    <div className="rv-stepper rv-stepper--default">
      <button
        type="button"
        aria-label={`减少${name}`}
        aria-disabled={atMin}
        className={classes('rv-stepper__minus', atMin && 'rv-stepper__minus--disabled')}
        onClick={() => step(-1)}
      />
      <input
        type="tel"
        role="spinbutton"
        className="rv-stepper__input"
        value={value}
        // Not typed in (no keyboard opens), but stepped with the arrow keys: not read-only to a screen reader.
        readOnly
        inputMode="none"
        aria-readonly={false}
        aria-label={name}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        aria-label={`增加${name}`}
        aria-disabled={atMax}
        className={classes('rv-stepper__plus', atMax && 'rv-stepper__plus--disabled')}
        onClick={() => step(1)}
      />
    </div>
  );
}

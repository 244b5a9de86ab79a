import { useContext, type ReactNode } from 'react';
import { classes } from './classes';
import { FormContext } from './FormContext';

/** How a row is laid out: react-vant Field's props that the pages give a form row. */
export interface FieldRowProps {
  label?: ReactNode;
  /** The red mark before the label; by default, whether a rule says `required`. */
  required?: boolean;
  disabled?: boolean;
  /** The label's width (a number: pixels), so the controls of a card line up. */
  labelWidth?: number | string;
  controlAlign?: 'left' | 'center' | 'right';
  /** After the control, inside the row (a send-code button). */
  suffix?: ReactNode;
  className?: string;
  layout?: 'vertical' | 'horizontal';
}

/**
 * The row, in the markup and classes react-vant's Form draws with its Field (whose stylesheet the site loads whole):
 * a label cell, the control, and the message of the failed rule under it. Drawn here rather than with Field, which
 * brings its own Input, TextArea and tooltip icon (5 KiB gzip) to a row whose control the page gives. A form's rows
 * are Form.Item; a page's rows outside any form (a cell group of inputs its store holds) are this, given the control.
 */
export function FieldRow({
  label,
  required,
  disabled,
  labelWidth,
  controlAlign,
  suffix,
  className,
  layout,
  errors,
  children,
}: FieldRowProps & { errors?: string[]; children?: ReactNode }) {
  const context = useContext(FormContext);
  const vertical = (layout ?? context?.layout) === 'vertical';
  const titled = label !== undefined && label !== null && label !== '';
  return (
    <div
      className={classes(
        'rv-cell',
        required && 'rv-cell--required',
        'rv-field',
        disabled && 'rv-field--disabled',
        'rv-form-item',
        vertical && 'rv-form-item--vertical',
        className,
      )}
    >
      {titled && (
        <div
          className="rv-cell__title rv-field__label"
          style={labelWidth === undefined ? undefined : { width: typeof labelWidth === 'number' ? `${labelWidth}px` : labelWidth }}
        >
          {label}
        </div>
      )}
      <div
        className={classes(
          'rv-cell__value',
          !titled && 'rv-cell__value--alone',
          'rv-field__value',
          controlAlign && `rv-field__value--${controlAlign}`,
        )}
      >
        <div className="rv-field__body">
          <div className="rv-field__control-wrapper">
            <div className="rv-field__children">{children}</div>
          </div>
          {suffix && <div className="rv-field__suffix">{suffix}</div>}
        </div>
        {errors?.[0] && <div className="rv-field__error-message">{errors[0]}</div>}
      </div>
    </div>
  );
}

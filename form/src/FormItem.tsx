import { cloneElement, isValidElement, useContext, useEffect, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { FormContext } from './FormContext';
import { pathKey, toPath, type NamePath, type Path } from './namePath';
import type { Rule } from './rules';
import type { FormStore } from './formStore';

/** How a row is laid out: react-vant Field's props that the pages give a form row. */
interface RowProps {
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

export interface FormItemProps extends RowProps {
  /** Where the value lives in the form's values; without it the row only lays out its children. */
  name?: NamePath;
  rules?: Rule[];
  /** The control's prop that holds the value (`checked` for a checkbox). */
  valuePropName?: string;
  /** The control's event that gives a new value. */
  trigger?: string;
  /** The value as the form keeps it, from what the control gave. */
  normalize?: (value: never, previous: never) => unknown;
  children?: ReactNode;
}

/** A control's event, or the value itself (react-vant's pickers and checkboxes give the value). */
function fromEvent(valuePropName: string, first: unknown) {
  const target = (first as { target?: unknown } | null)?.target;
  return target && typeof target === 'object' && valuePropName in target ? (target as Record<string, unknown>)[valuePropName] : first;
}

const classes = (...names: unknown[]) => names.filter(Boolean).join(' ');

/**
 * The row, in the markup and classes react-vant's Form draws with its Field (whose stylesheet the site loads whole):
 * a label cell, the control, and the message of the failed rule under it. Drawn here rather than with Field, which
 * brings its own Input, TextArea and tooltip icon (5 KiB gzip) to a row whose control the page gives.
 */
function Row({
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
}: RowProps & { errors?: string[]; children?: ReactNode }) {
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

function BoundItem({
  name,
  rules,
  valuePropName = 'value',
  trigger = 'onChange',
  normalize,
  children,
  ...row
}: FormItemProps & { name: NamePath }) {
  const context = useContext(FormContext);
  if (!context) throw new Error('Form.Item 须放在 Form 之内');
  const store = context.store as unknown as FormStore;
  const path: Path = toPath(name);
  const key = pathKey(path);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the path
  useEffect(() => store.register(path), [store, key]);
  // A page makes its rules afresh at each render (they may close over its state).
  useEffect(() => store.setRules(path, rules ?? []));
  const value = useSyncExternalStore(store.subscribe, () => store.getFieldValue(path));
  const errors = useSyncExternalStore(store.subscribe, () => store.getFieldError(path));
  const id = path.join('_');
  const required = row.required ?? (rules ?? []).some((r) => r.required);

  let control = children;
  if (isValidElement(children)) {
    const own = (children as ReactElement<Record<string, unknown>>).props;
    control = cloneElement(children as ReactElement<Record<string, unknown>>, {
      id: own.id ?? id,
      [valuePropName]: value,
      ...(row.disabled ? { disabled: true } : {}),
      [trigger]: (...args: unknown[]) => {
        const given = fromEvent(valuePropName, args[0]);
        store.change(path, normalize ? normalize(given as never, value as never) : given);
        (own[trigger] as ((...a: unknown[]) => void) | undefined)?.(...args);
      },
    });
  }
  return (
    <Row {...row} required={required} errors={errors}>
      {control}
    </Row>
  );
}

/** One row of a form: its label, its control bound to the form's value under `name`, and its message. */
export function FormItem(props: FormItemProps) {
  if (props.name === undefined) {
    const { name: _none, rules: _rules, valuePropName: _prop, trigger: _trigger, normalize: _normalize, ...row } = props;
    return <Row {...row} />;
  }
  return <BoundItem {...props} name={props.name} />;
}

import { cloneElement, isValidElement, useContext, useEffect, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { FieldRow, type FieldRowProps } from './FieldRow';
import { FormContext } from './FormContext';
import { pathKey, toPath, type NamePath, type Path } from './namePath';
import type { Rule } from './rules';
import type { FormStore } from './formStore';

export interface FormItemProps extends FieldRowProps {
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
    <FieldRow {...row} required={required} errors={errors}>
      {control}
    </FieldRow>
  );
}

/** One row of a form: its label, its control bound to the form's value under `name`, and its message. */
export function FormItem(props: FormItemProps) {
  if (props.name === undefined) {
    const { name: _none, rules: _rules, valuePropName: _prop, trigger: _trigger, normalize: _normalize, ...row } = props;
    return <FieldRow {...row} />;
  }
  return <BoundItem {...props} name={props.name} />;
}

import { useEffect, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { FormContext } from './FormContext';
import { FormStore, type AnyValues, type FormInstance } from './formStore';
import { FormItem } from './FormItem';
import { useWatch } from './useWatch';

export interface FormProps<V> {
  form?: FormInstance<V>;
  // Loosely typed, as rc-field-form's: a value as the server gives it (a number) may seed a narrower field type.
  initialValues?: { [K in keyof V]?: unknown };
  onFinish?: (values: V) => void;
  onValuesChange?: (changed: Partial<V>, all: V) => void;
  /** Under the rows, inside the form: its submit button. */
  footer?: ReactNode;
  layout?: 'vertical' | 'horizontal';
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

/** The page's form, made once and kept across renders. */
function useForm<V = AnyValues>(form?: FormInstance<V>): [FormInstance<V>] {
  const [made] = useState(() => form ?? new FormStore<V>());
  return [made];
}

/**
 * A form with react-vant Form's API and markup (Form.Item rows in react-vant Field's classes), over a store of our
 * own: rc-field-form, under react-vant's, came to 16 KiB gzip on every page with a form, the sign-in pages
 * among them; the part of it the pages use is this.
 */
function FormRoot<V>({ form, initialValues, onFinish, onValuesChange, footer, layout, className, style, children }: FormProps<V>) {
  const [instance] = useForm(form);
  const store = instance as FormStore<V>;
  // Before the first render of the rows, so they draw the initial values.
  useState(() => store.init(initialValues));
  useEffect(() => store.setHandlers({ onFinish, onValuesChange }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    store.submit();
  };
  return (
    <form className={['rv-form', className].filter(Boolean).join(' ')} style={style} onSubmit={submit}>
      <FormContext.Provider value={{ store: store as unknown as FormStore<never>, layout }}>{children}</FormContext.Provider>
      {footer && <div className="rv-form__footer">{footer}</div>}
    </form>
  );
}

export const Form = Object.assign(FormRoot, { Item: FormItem, useForm, useWatch });

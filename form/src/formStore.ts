import { firstProblem, type Rule } from './rules';
import { getIn, merge, pathKey, setIn, toPath, type NamePath, type Path, type Values } from './namePath';

export interface FieldData {
  name: NamePath;
  value?: unknown;
  errors?: string[];
}

/** What `validateFields` rejects with, as rc-field-form does: each failing field's name and messages. */
export interface ValidateError<V> {
  errorFields: Array<{ name: Path; errors: string[] }>;
  values: V;
}

interface Handlers<V> {
  onFinish?: (values: V) => void;
  onValuesChange?: (changed: Partial<V>, all: V) => void;
}

interface Registered {
  path: Path;
  rules: readonly Rule[];
  /** How many Form.Items are drawn under this name (a field may be drawn twice during a re-render). */
  count: number;
}

const NO_ERRORS: string[] = [];

// A form's values are whatever its page says they are, as rc-field-form's `any`: a page's interface has no index
// signature, and a watched field's value is the page's to read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyValues = any;

/**
 * A form's values, its fields' messages and the rules of the fields drawn now. Fields and watchers subscribe
 * and read their own part, so a change renders only what shows it.
 */
export class FormStore<V = AnyValues> {
  private values: Values = {};
  private initial: Values = {};
  private errors = new Map<string, string[]>();
  private fields = new Map<string, Registered>();
  private listeners = new Set<() => void>();
  /** Each field's latest check: an answer for an older value is dropped. */
  private checks = new Map<string, number>();
  private handlers: Handlers<V> = {};

  // Arrow functions: pages pass these around unbound (`onClick={form.submit}`), as rc-field-form allows.
  getFieldValue = (name: NamePath) => getIn(this.values, toPath(name)) as never;

  /** The values of the named fields, or of every field drawn now; `true`: everything kept, drawn or not. */
  getFieldsValue = (names?: NamePath[] | true): V => {
    if (names === true) return this.values as V;
    const paths = names ? names.map(toPath) : [...this.fields.values()].map((f) => f.path);
    return paths.reduce<Values>((out, path) => setIn(out, path, getIn(this.values, path)), {}) as V;
  };

  getFieldError = (name: NamePath) => this.errors.get(pathKey(toPath(name))) ?? NO_ERRORS;

  setFieldValue = (name: NamePath, value: unknown) => {
    this.values = setIn(this.values, toPath(name), value);
    this.notify();
  };

  setFieldsValue = (values: Partial<V>) => {
    this.values = merge(this.values, values as Values);
    this.notify();
  };

  /** Values and messages set from outside, such as the server's answer about a field. */
  setFields = (fields: FieldData[]) => {
    for (const field of fields) {
      const path = toPath(field.name);
      if ('value' in field) this.values = setIn(this.values, path, field.value);
      if (field.errors) this.setErrors(path, field.errors);
    }
    this.notify();
  };

  resetFields = (names?: NamePath[]) => {
    if (!names) {
      this.values = this.initial;
      this.errors.clear();
    } else {
      for (const path of names.map(toPath)) {
        this.values = setIn(this.values, path, getIn(this.initial, path));
        this.errors.delete(pathKey(path));
      }
    }
    this.checks.clear();
    this.notify();
  };

  /** Checks the named fields (every field drawn, by default): their values, or the failing fields. */
  validateFields = async (names?: NamePath[]): Promise<V> => {
    const paths = names ? names.map(toPath) : [...this.fields.values()].map((f) => f.path);
    const found = await Promise.all(paths.map((path) => this.check(path)));
    this.notify();
    const errorFields = paths.flatMap((path, i) => (found[i] ? [{ name: path, errors: [found[i] as string] }] : []));
    const values = this.getFieldsValue(names);
    if (errorFields.length) throw { errorFields, values } satisfies ValidateError<V>;
    return values;
  };

  /** What a submit button does: check every field, then hand the values to the form's onFinish. */
  submit = () => {
    this.validateFields().then(
      (values) => this.handlers.onFinish?.(values),
      (e: unknown) => {
        // Failing fields show their messages; anything else is a fault of the page, not to be swallowed.
        if (!(e as Partial<ValidateError<V>>).errorFields) throw e;
      },
    );
  };

  // What Form and Form.Item use.

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** The Form's initialValues, at its first render: values set before (setFieldsValue) stay. */
  init(initial: object | undefined) {
    this.initial = (initial ?? {}) as Values;
    this.values = merge(this.initial, this.values);
  }

  /** The drawing Form's handlers, after each of its renders. */
  setHandlers(handlers: Handlers<V>) {
    this.handlers = handlers;
  }

  register(path: Path) {
    const key = pathKey(path);
    const field = this.fields.get(key) ?? { path, rules: [], count: 0 };
    field.count += 1;
    this.fields.set(key, field);
    return () => {
      field.count -= 1;
      if (field.count === 0) {
        this.fields.delete(key);
        this.errors.delete(key);
      }
    };
  }

  /** A field's rules as its latest render gave them. */
  setRules(path: Path, rules: readonly Rule[]) {
    const field = this.fields.get(pathKey(path));
    if (field) field.rules = rules;
  }

  /** A change made in the field: kept, told to the form, and checked against the field's rules. */
  change(path: Path, value: unknown) {
    this.values = setIn(this.values, path, value);
    this.notify();
    this.handlers.onValuesChange?.(setIn({}, path, value) as Partial<V>, this.values as V);
    if (this.fields.get(pathKey(path))?.rules.length) void this.check(path).then(() => this.notify());
  }

  private async check(path: Path) {
    const key = pathKey(path);
    const turn = (this.checks.get(key) ?? 0) + 1;
    this.checks.set(key, turn);
    const problem = await firstProblem(this.fields.get(key)?.rules ?? [], getIn(this.values, path));
    if (this.checks.get(key) === turn) this.setErrors(path, problem ? [problem] : []);
    return problem;
  }

  private setErrors(path: Path, errors: string[]) {
    if (errors.length) this.errors.set(pathKey(path), errors);
    else this.errors.delete(pathKey(path));
  }

  private notify() {
    for (const listener of [...this.listeners]) listener();
  }
}

/** What a page holds of its form (`Form.useForm()`). */
export type FormInstance<V = AnyValues> = Pick<
  FormStore<V>,
  | 'getFieldValue'
  | 'getFieldsValue'
  | 'getFieldError'
  | 'setFieldValue'
  | 'setFieldsValue'
  | 'setFields'
  | 'resetFields'
  | 'validateFields'
  | 'submit'
>;

/**
 * A field's rule, as react-vant's Form (async-validator) writes it: `required` (with `whitespace`, spaces alone
 * being empty), `pattern`, or a `validator` whose rejection carries the message. Every check a page needs beyond
 * these is a validator over the rules of @conf/contract, which the server checks too.
 */
export interface Rule {
  required?: boolean;
  whitespace?: boolean;
  pattern?: RegExp;
  message?: string;
  validator?: (rule: Rule, value: never) => Promise<unknown> | void;
}

const isEmpty = (value: unknown, whitespace?: boolean) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (!!whitespace && typeof value === 'string' && !value.trim());

const FALLBACK = '请检查此项';

/** The message of the first rule the value breaks, in the rules' order; undefined when it breaks none. */
export async function firstProblem(rules: readonly Rule[], value: unknown): Promise<string | undefined> {
  for (const rule of rules) {
    if (rule.required && isEmpty(value, rule.whitespace)) return rule.message ?? FALLBACK;
    if (rule.pattern && typeof value === 'string' && value !== '' && !new RegExp(rule.pattern).test(value)) return rule.message ?? FALLBACK;
    if (rule.validator) {
      try {
        await rule.validator(rule, value as never);
      } catch (e) {
        return rule.message ?? (e instanceof Error ? e.message : String(e ?? FALLBACK));
      }
    }
  }
  return undefined;
}

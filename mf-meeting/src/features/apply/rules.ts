import { MOBILE_ERROR, customAnswerProblem, isMobile } from '@conf/contract';
import type { CustomField } from './api/applyForm';

// The server's rules and words (@conf/contract, which server/src/features/signup/applyForm.ts checks too), so
// the page says what the server would.

type Value = string | string[] | undefined;
type Rule = { validator: (_: unknown, value: Value) => Promise<void> };

const isEmpty = (v: Value) => (Array.isArray(v) ? v.length === 0 : !v || !String(v).trim());

/** A form rule from a check that answers the message of what is wrong, or null. */
const check = (problem: (value: Value) => string | null): Rule => ({
  validator: (_, value) => {
    const message = problem(value);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

/** Required and format rules of one question of the meeting's form. */
export const fieldRules = (f: Pick<CustomField, 'type' | 'label' | 'required' | 'options'>): Rule[] => [
  check((v) => {
    // A text answer as it will be sent (trimmed); a list (pictures, ticked boxes) only needs to be there.
    if (typeof v === 'string') return customAnswerProblem(f, v.trim());
    return isEmpty(v) && f.required ? `请填写${f.label}` : null;
  }),
];

export const NAME_RULES: Rule[] = [check((v) => (isEmpty(v) ? '请填写姓名' : String(v).trim().length > 30 ? '姓名格式不正确' : null))];
export const MOBILE_RULES: Rule[] = [check((v) => (isMobile(String(v ?? '').trim()) ? null : MOBILE_ERROR))];

import type { CustomField } from './api/applyForm';

// The server's rules and words (server/src/features/signup/applyForm.ts), so the page says what it would.
const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** Mainland resident ID number: 18 characters with the GB 11643 check digit. */
export function isIdNumber(value: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(value[i]), 0);
  return '10X98765432'[sum % 11] === value[17].toUpperCase();
}

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

const formatProblem = (f: Pick<CustomField, 'type' | 'label'>, v: string): string | null => {
  switch (f.type) {
    case 'text':
      return v.length > 200 ? `${f.label}不能超过200个字符` : null;
    case 'textarea':
      return v.length > 1000 ? `${f.label}不能超过1000个字符` : null;
    case 'number':
      return /^-?\d{1,12}(\.\d{1,4})?$/.test(v) ? null : `${f.label}应为数字`;
    case 'mobile':
      return MOBILE.test(v) ? null : `请填写正确的${f.label}`;
    case 'email':
      return EMAIL.test(v) && v.length <= 100 ? null : `请填写正确的${f.label}`;
    case 'id_number':
      return isIdNumber(v) ? null : `请填写正确的${f.label}`;
    default:
      return null;
  }
};

/** Required and format rules of one question of the meeting's form. */
export const fieldRules = (f: Pick<CustomField, 'type' | 'label' | 'required'>): Rule[] => [
  check((v) => {
    if (isEmpty(v)) return f.required ? `请填写${f.label}` : null;
    return typeof v === 'string' ? formatProblem(f, v.trim()) : null;
  }),
];

export const NAME_RULES: Rule[] = [check((v) => (isEmpty(v) ? '请填写姓名' : String(v).trim().length > 30 ? '姓名格式不正确' : null))];
export const MOBILE_RULES: Rule[] = [check((v) => (MOBILE.test(String(v ?? '').trim()) ? null : '请填写正确的手机号'))];

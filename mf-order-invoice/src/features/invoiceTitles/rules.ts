import { BANK_ACCOUNT_PATTERN, PHONE_PATTERN, creditCodeProblem, isEmail } from '@conf/contract';

/** The rules of a title the server checks too (@conf/contract), as form rules: empty values are left to `required`. */
const check = (problem: (value: string) => string | null) => ({
  validator: (_: unknown, value?: string) => {
    const message = value ? problem(value) : null;
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});
export const TAX_NUMBER_RULE = check((v) => {
  const problem = creditCodeProblem(v);
  return problem && `统一社会信用代码${problem}`;
});
export const EMAIL_RULE = (message: string) => check((v) => (isEmail(v.trim()) ? null : message));
export const PHONE = new RegExp(PHONE_PATTERN);
export const ACCOUNT = new RegExp(BANK_ACCOUNT_PATTERN);

export const TYPE_LABELS: Record<number, string> = { 1: '企业', 2: '个人' };

import { creditCodeProblem, isEmail } from '@conf/contract';

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
export const PHONE = /^[0-9+() -]*$/;
export const ACCOUNT = /^[0-9 -]*$/;

export const TYPE_LABELS: Record<number, string> = { 1: '企业', 2: '个人' };

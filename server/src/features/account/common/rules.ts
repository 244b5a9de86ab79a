import { fail } from '../../../http/envelope';

/** JSON-schema properties shared by the account endpoints; `title` names the field in error messages. */
export { CompanyField as COMPANY, EmailField as EMAIL, MobileField as MOBILE, PositionField as POSITION } from '@conf/contract';
export const CAPTCHA = { type: 'string', title: '验证码', pattern: '^\\d{6}$' } as const;
export const PASSWORD = { type: 'string', title: '密码', minLength: 1, maxLength: 64 } as const;

export const PASSWORD_RULE_TEXT = '密码需为6-20位，且同时包含字母和数字';

/** New passwords: 6-20 characters with at least one letter and one digit. */
export function assertStrongPassword(password: string): void {
  const ok = password.length >= 6 && password.length <= 20 && /[A-Za-z]/.test(password) && /\d/.test(password);
  if (!ok) fail(PASSWORD_RULE_TEXT);
}

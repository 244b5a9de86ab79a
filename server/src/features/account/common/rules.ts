import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MOBILE_PATTERN } from '@conf/contract';
import { fail } from '../../../http/envelope';

/** JSON-schema properties shared by the account endpoints; `title` names the field in error messages. */
export const MOBILE = { type: 'string', title: '手机号', pattern: MOBILE_PATTERN } as const;
export const CAPTCHA = { type: 'string', title: '验证码', pattern: '^\\d{6}$' } as const;
export const PASSWORD = { type: 'string', title: '密码', minLength: 1, maxLength: 64 } as const;
export const EMAIL = { type: 'string', title: '邮箱', maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN } as const;
/** Where a person works and as what: on the profile and on a contact alike. */
export const COMPANY = { type: 'string', title: '单位', maxLength: 50 } as const;
export const POSITION = { type: 'string', title: '职务', maxLength: 30 } as const;

export const PASSWORD_RULE_TEXT = '密码需为6-20位，且同时包含字母和数字';

/** New passwords: 6-20 characters with at least one letter and one digit. */
export function assertStrongPassword(password: string): void {
  const ok = password.length >= 6 && password.length <= 20 && /[A-Za-z]/.test(password) && /\d/.test(password);
  if (!ok) fail(PASSWORD_RULE_TEXT);
}

import { PASSWORD_RULE_TEXT, SMS_CODE_PATTERN, isStrongPassword } from '@conf/contract';
import { fail } from '../../../lib/errors';

/** JSON-schema properties shared by the account endpoints; `title` names the field in error messages. */
export { CompanyField as COMPANY, EmailField as EMAIL, MobileField as MOBILE, PositionField as POSITION } from '@conf/contract';
export const CAPTCHA = { type: 'string', title: '验证码', pattern: SMS_CODE_PATTERN } as const;
export const PASSWORD = { type: 'string', title: '密码', minLength: 1, maxLength: 64 } as const;

/** New passwords: @conf/contract's rule, which the account pages check too. */
export function assertStrongPassword(password: string): void {
  if (!isStrongPassword(password)) fail(PASSWORD_RULE_TEXT);
}

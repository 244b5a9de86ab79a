import { PASSWORD_RULE_TEXT, isStrongPassword } from '@conf/contract';
import { fail } from '../../../lib/errors';

/** New passwords: @conf/contract's rule, which the account pages check too. */
export function assertStrongPassword(password: string): void {
  if (!isStrongPassword(password)) fail(PASSWORD_RULE_TEXT);
}

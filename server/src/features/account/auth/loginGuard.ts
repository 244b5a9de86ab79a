import type { Queryable } from '../../../db';
import { fail } from '../../../http/envelope';
import { clearHits, hit, undoHit, waitText, type Limit } from '../common/rateLimit';

export const LOGIN_PER_ACCOUNT: Limit = { bucket: 'login:account', max: 5, windowSec: 15 * 60 };
export const LOGIN_PER_IP: Limit = { bucket: 'login:ip', max: 20, windowSec: 15 * 60 };

/**
 * Every attempt is counted before the password is checked (so parallel guesses cannot slip through);
 * a successful one is taken back by loginSucceeded, leaving only failures in the counts.
 * `account` is omitted for SMS logins: their codes burn after 5 wrong tries already.
 */
export async function beginLoginAttempt(q: Queryable, ip: string, account?: string): Promise<void> {
  const byIp = await hit(q, LOGIN_PER_IP, ip);
  if (byIp.exceeded) fail(`登录尝试过于频繁，请${waitText(byIp.retryAfter)}后再试`);
  if (account === undefined) return;
  const byAccount = await hit(q, LOGIN_PER_ACCOUNT, account.toLowerCase());
  if (byAccount.exceeded) fail(`密码错误次数过多，账号已锁定，请${waitText(byAccount.retryAfter)}后再试`);
}

export async function loginSucceeded(q: Queryable, ip: string, account?: string): Promise<void> {
  await undoHit(q, LOGIN_PER_IP, ip);
  if (account !== undefined) await clearHits(q, LOGIN_PER_ACCOUNT, account.toLowerCase());
}

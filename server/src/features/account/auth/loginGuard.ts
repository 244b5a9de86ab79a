import type { Queryable } from '../../../db';
import { fail } from '../../../lib/errors';
import { backoffHit, clearHits, enforce, undoHit, waitText, type Backoff, type Limit } from '../common/rateLimit';
import { normalizeAccount, type UserRow } from '../common/users';

/*
 * Failed password logins are counted three ways, and a stranger who knows someone's mobile cannot
 * lock its owner out for long:
 * - per address (any account): 20 per 15 minutes, against one machine trying many accounts;
 * - per account and address: 5 per 15 minutes, then that address is locked for that account until the
 *   window ends. A stranger's failures lock the stranger's address, not the owner's;
 * - per account (any address): 10 free failures a day, then a wait after each further failure that
 *   doubles from 30 s up to 15 minutes. Many addresses together get a trickle of guesses, and the owner
 *   waits 15 minutes at most.
 * Whatever was typed (mobile, user name in any case, email), the account is the user's id, so every
 * spelling shares one count; an unknown account is counted by its normalised spelling and behaves the
 * same, so the lock tells nothing about which accounts exist. SMS login and password reset by SMS are
 * never locked by these counts: the owner of the phone always has a way in.
 */
export const LOGIN_PER_IP: Limit = { bucket: 'login:ip', max: 20, windowSec: 15 * 60 };
export const LOGIN_PER_ACCOUNT_IP: Limit = { bucket: 'login:account-ip', max: 5, windowSec: 15 * 60 };
export const LOGIN_PER_ACCOUNT: Backoff = { bucket: 'login:account', free: 10, baseSec: 30, maxSec: 15 * 60, windowSec: 24 * 3600 };

const SMS_WAY_IN = '，或使用短信验证码登录';

/** The key the account's failures are counted under, whichever way it was typed. */
export const accountKey = (user: Pick<UserRow, 'id'> | undefined, typed: string) =>
  user ? `user:${user.id}` : `name:${normalizeAccount(typed)}`;

/**
 * Every attempt is counted before the password is checked (so parallel guesses cannot slip through);
 * a successful one is taken back by loginSucceeded, leaving only failures in the counts.
 * `account` (an accountKey) is omitted for SMS logins: their codes burn after 5 wrong tries already.
 */
export async function beginLoginAttempt(q: Queryable, ip: string, account?: string): Promise<void> {
  await enforce(q, LOGIN_PER_IP, ip, (wait) => `登录尝试过于频繁，请${wait}后再试`);
  if (account === undefined) return;
  const pair = `${account}|${ip}`;
  await enforce(q, LOGIN_PER_ACCOUNT_IP, pair, (wait) => `密码错误次数过多，请${wait}后再试${SMS_WAY_IN}`);
  const wait = await backoffHit(q, LOGIN_PER_ACCOUNT, account);
  if (wait > 0) {
    // Refused without a password check: it must not cost this address one of its own tries.
    await undoHit(q, LOGIN_PER_ACCOUNT_IP, pair);
    fail(`该账号登录失败次数过多，请${waitText(wait)}后再试${SMS_WAY_IN}`);
  }
}

export async function loginSucceeded(q: Queryable, ip: string, account?: string): Promise<void> {
  await undoHit(q, LOGIN_PER_IP, ip);
  if (account === undefined) return;
  await clearHits(q, LOGIN_PER_ACCOUNT_IP, `${account}|${ip}`);
  await clearHits(q, LOGIN_PER_ACCOUNT, account);
}

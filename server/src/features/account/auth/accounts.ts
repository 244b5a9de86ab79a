import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db';
import { hashPassword, verifyPassword } from './passwords';
import { issueToken } from './sessions';
import { fail } from '../../../lib/errors';
import { findProfile, userinfo } from '../common/users';
import { isBound } from '../wechat/bindings';

// Compared against when the account does not exist, so a wrong account takes as long as a wrong password.
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));

export async function passwordMatches(password: string, hash: string | undefined): Promise<boolean> {
  if (hash) return verifyPassword(password, hash);
  await verifyPassword(password, await DUMMY_HASH);
  return false;
}

/**
 * A new account for a mobile. The user name (also usable to log in) is generated and shown on the
 * profile page; without a password (SMS sign-in) a random one is set, which "reset password" replaces.
 */
export async function createUser(q: Queryable, mobile: string, password?: string, passwordHash?: string): Promise<number> {
  const hash = passwordHash ?? (await hashPassword(password ?? randomBytes(24).toString('hex')));
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO users (username, nickname, mobile, password_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (mobile) DO NOTHING RETURNING id`,
    [`u${randomBytes(5).toString('hex')}`, `用户${mobile.slice(-4)}`, mobile, hash],
  );
  if (!row) return fail('该手机号已注册，请直接登录');
  return row.id;
}

/** Issues a token and answers with the login reply's userinfo. */
export async function startSession(q: Queryable, userId: number) {
  const token = await issueToken(q, userId);
  await q.query('UPDATE users SET last_login_at = now() WHERE id = $1', [userId]);
  const profile = await findProfile(q, userId);
  return userinfo(profile!, token, await isBound(q, userId));
}

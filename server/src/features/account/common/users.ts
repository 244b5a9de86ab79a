import type { Profile } from '@conf/contract';
import type { Queryable } from '../../../db';
import { one } from '../../../db';
import { TOKEN_TTL_MS } from '../auth/sessions';

/** What the app shows of a user: the login reply's userinfo (without token) and get_profile. */
export type { Profile };

export interface UserRow extends Profile {
  password_hash: string;
  status: string;
}

const PROFILE_COLUMNS = "id, username, nickname, mobile, coalesce(email, '') AS email, avatar, gender, bio, company, position";

export const findProfile = (q: Queryable, userId: number) =>
  one<Profile>(q, `SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1`, [userId]);

/** An account name as it is looked up: trimmed, emails and user names in lower case (a mobile has no case). */
export const normalizeAccount = (account: string) => account.trim().toLowerCase();

/** The user an account name refers to: a mobile, an email or a user name. */
export function findByAccount(q: Queryable, account: string): Promise<UserRow | undefined> {
  const value = normalizeAccount(account);
  const column = /^1\d{10}$/.test(value) ? 'mobile' : value.includes('@') ? 'lower(email)' : 'lower(username)';
  return one<UserRow>(q, `SELECT ${PROFILE_COLUMNS}, password_hash, status FROM users WHERE ${column} = $1`, [value]);
}

export const findByMobile = (q: Queryable, mobile: string) =>
  one<UserRow>(q, `SELECT ${PROFILE_COLUMNS}, password_hash, status FROM users WHERE mobile = $1`, [mobile]);

/** The login reply's userinfo: the profile, the token and whether a WeChat identity is bound (0 or 1). */
export function userinfo(profile: Profile, token: string, bindWechat: 0 | 1) {
  return { ...profile, token, bind_wechat: bindWechat, expires_in: TOKEN_TTL_MS / 1000 };
}

// The session store: tokens issued at login, looked up by the auth hook (http/auth) on every API request.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db';
import type { SessionUser } from '../../../http/auth';

export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const USER_COLUMNS = 'u.id, u.username, u.nickname, u.mobile, u.email, u.avatar, u.roles';

/** A new random token for the user; only its hash is stored. */
export async function issueToken(q: Queryable, userId: number): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await q.query('INSERT INTO user_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
    hashToken(token),
    userId,
    new Date(Date.now() + TOKEN_TTL_MS),
  ]);
  return token;
}

export async function userForToken(q: Queryable, token: string): Promise<SessionUser | undefined> {
  if (!token) return undefined;
  const rows = await q.query<SessionUser>(
    `SELECT ${USER_COLUMNS} FROM user_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now() AND u.status = 'normal'`,
    [hashToken(token)],
  );
  return rows[0];
}

export async function revokeToken(q: Queryable, token: string): Promise<void> {
  await q.query('UPDATE user_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [hashToken(token)]);
}

/** Every token of a user (password change). */
export async function revokeAllTokens(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE user_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}

/** Every token of a user but the one in hand (the caller stays logged in, everyone else is logged out). */
export async function revokeOtherTokens(q: Queryable, userId: number, keep: string): Promise<void> {
  await q.query('UPDATE user_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND token_hash <> $2', [
    userId,
    hashToken(keep),
  ]);
}

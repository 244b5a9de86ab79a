import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db';
import { one } from '../../../db';
import { fail } from '../../../lib/errors';
import type { WechatIdentity } from './client';

const PENDING_TTL_SEC = 1800;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Binding {
  user_id: number;
  nickname: string;
  avatar: string;
}

/** The account an identity is bound to: by openid for this app, or by unionid across the open platform. */
export const accountOfIdentity = (q: Queryable, appId: string, id: Pick<WechatIdentity, 'openid' | 'unionid'>) =>
  one<Binding>(
    q,
    'SELECT user_id, nickname, avatar FROM wechat_bindings WHERE (app_id = $1 AND openid = $2) OR (unionid IS NOT NULL AND unionid = $3) LIMIT 1',
    [appId, id.openid, id.unionid],
  );

export const bindingOf = (q: Queryable, userId: number) =>
  one<Binding>(q, 'SELECT user_id, nickname, avatar FROM wechat_bindings WHERE user_id = $1', [userId]);

export const isBound = async (q: Queryable, userId: number) => ((await bindingOf(q, userId)) ? 1 : 0);

/** An identity waiting for an account: the bind_token the page carries to the login or sign-up that binds it. */
export async function pendingBind(q: Queryable, appId: string, id: WechatIdentity): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await q.query(
    `INSERT INTO wechat_pending_binds (token_hash, app_id, openid, unionid, nickname, avatar, expires_at) VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [hash(token), appId, id.openid, id.unionid, id.nickname, id.avatar, PENDING_TTL_SEC],
  );
  await q.query("DELETE FROM wechat_pending_binds WHERE expires_at < now() - interval '1 day'");
  return token;
}

type Pending = WechatIdentity & { app_id: string };
const PENDING =
  'SELECT app_id, openid, unionid, nickname, avatar FROM wechat_pending_binds WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()';

/** Why this identity cannot be bound to this account (or to a new one, userId undefined): said before anything is spent. */
export async function checkBind(q: Queryable, bindToken: string, userId: number | undefined): Promise<Pending> {
  const pending = await one<Pending>(q, PENDING, [hash(bindToken)]);
  if (!pending) return fail('微信授权已失效，请重新用微信登录');
  const owner = await accountOfIdentity(q, pending.app_id, pending);
  if (owner && owner.user_id !== userId) return fail('该微信已绑定其他账号，请先在该账号中解绑');
  if (userId !== undefined && !owner && (await bindingOf(q, userId))) return fail('该账号已绑定其他微信，请先解绑');
  return pending;
}

/** Binds the waiting identity to the account, in the caller's transaction; the bind_token is spent. */
export async function bindPending(q: Queryable, bindToken: string, userId: number): Promise<void> {
  const pending = await checkBind(q, bindToken, userId);
  const [spent] = await q.query(
    'UPDATE wechat_pending_binds SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING token_hash',
    [hash(bindToken)],
  );
  if (!spent) fail('微信授权已失效，请重新用微信登录');
  // The unique keys decide between two binds racing for one identity or one account.
  const [bound] = await q.query(
    `INSERT INTO wechat_bindings (user_id, app_id, openid, unionid, nickname, avatar) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING RETURNING user_id`,
    [userId, pending.app_id, pending.openid, pending.unionid, pending.nickname, pending.avatar],
  );
  if (bound) return;
  const owner = await accountOfIdentity(q, pending.app_id, pending);
  if (owner?.user_id !== userId) fail(owner ? '该微信已绑定其他账号，请先在该账号中解绑' : '该账号已绑定其他微信，请先解绑');
}

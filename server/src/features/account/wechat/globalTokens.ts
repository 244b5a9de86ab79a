import type { Db } from '../../../db';
import { one } from '../../../db';
import { fail } from '../../../lib/errors';
import { fetchAccessToken, fetchJsapiTicket, type WechatApp } from './client';

type Kind = 'access_token' | 'jsapi_ticket';

/** Refreshed this long before WeChat's expiry, so no page is ever signed with a ticket about to lapse. */
const MARGIN_SEC = 300;
/** How long one instance may hold the refresh before another may take over (it died, WeChat hung). */
const LEASE_SEC = 20;
const WAIT_MS = 150;

const fresh = (db: Db, appId: string, kind: Kind) =>
  one<{ value: string }>(
    db,
    `SELECT value FROM wechat_global_tokens WHERE app_id = $1 AND kind = $2 AND expires_at > now() + make_interval(secs => $3)`,
    [appId, kind, MARGIN_SEC],
  );

/**
 * A token shared by every API instance through the database. WeChat limits how often it may be fetched,
 * and a new one cancels the old after a while: so one instance at a time refreshes, the one whose
 * conditional update takes the lease, and the others wait for its row. No transaction is held over the
 * call to WeChat (with PGlite the sandbox answering it needs the same connection).
 */
async function shared(db: Db, appId: string, kind: Kind, fetchNew: () => Promise<{ value: string; expiresIn: number }>): Promise<string> {
  await db.query('INSERT INTO wechat_global_tokens (app_id, kind) VALUES ($1, $2) ON CONFLICT DO NOTHING', [appId, kind]);
  const deadline = Date.now() + (LEASE_SEC + 5) * 1000;
  while (Date.now() < deadline) {
    const cached = await fresh(db, appId, kind);
    if (cached) return cached.value;
    const [lease] = await db.query<{ lease: string }>(
      `UPDATE wechat_global_tokens SET refreshing_until = now() + make_interval(secs => $3)
        WHERE app_id = $1 AND kind = $2 AND (refreshing_until IS NULL OR refreshing_until < now())
          AND expires_at <= now() + make_interval(secs => $4)
        RETURNING refreshing_until::text AS lease`,
      [appId, kind, LEASE_SEC, MARGIN_SEC],
    );
    if (!lease) {
      await new Promise((r) => setTimeout(r, WAIT_MS));
      continue;
    }
    try {
      const got = await fetchNew();
      await db.query(
        `UPDATE wechat_global_tokens SET value = $3, expires_at = now() + make_interval(secs => $4), refreshing_until = NULL, refreshes = refreshes + 1
          WHERE app_id = $1 AND kind = $2`,
        [appId, kind, got.value, got.expiresIn],
      );
      return got.value;
    } catch (e) {
      await db.query(
        'UPDATE wechat_global_tokens SET refreshing_until = NULL WHERE app_id = $1 AND kind = $2 AND refreshing_until::text = $3',
        [appId, kind, lease.lease],
      );
      throw e;
    }
  }
  return fail('微信服务暂不可用，请稍后再试');
}

export const accessToken = (db: Db, w: WechatApp) => shared(db, w.appId, 'access_token', () => fetchAccessToken(w));

export const jsapiTicket = (db: Db, w: WechatApp) =>
  shared(db, w.appId, 'jsapi_ticket', async () => fetchJsapiTicket(w, await accessToken(db, w)));

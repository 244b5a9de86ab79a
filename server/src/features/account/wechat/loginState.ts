import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../../db';
import { one } from '../../../db';
import { cookieOf, setCookie } from '../../../http/cookies';

/** Ties a login to the browser that started it; only our own calls under /api/ms.we read it. */
const BROWSER_COOKIE = 'wx_login';
const COOKIE_PATH = '/api/ms.we';
const STATE_TTL_SEC = 600;
const META_KEY = 'wechat_state_secret';

async function stateSecret(q: Queryable): Promise<Buffer> {
  const stored = async () => (await one<{ value: string }>(q, 'SELECT value FROM app_meta WHERE key = $1', [META_KEY]))?.value;
  let secret = await stored();
  if (!secret) {
    await q.query('INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
      META_KEY,
      randomBytes(32).toString('hex'),
    ]);
    secret = (await stored())!;
  }
  return Buffer.from(secret, 'hex');
}

const sign = (secret: Buffer, nonce: string, browser: string) =>
  createHmac('sha256', secret).update(`${nonce}.${browser}`).digest('base64url').slice(0, 32);

/**
 * A new state for WeChat to hand back: signed for this browser (its cookie, set here when it has none),
 * stored with the app the login goes through so that it is taken once, and good for 10 minutes.
 */
export async function startLogin(q: Queryable, req: FastifyRequest, reply: FastifyReply, redirect: string, appId: string): Promise<string> {
  let browser = cookieOf(req, BROWSER_COOKIE);
  if (!/^[A-Za-z0-9_-]{32}$/.test(browser)) browser = randomBytes(24).toString('base64url');
  setCookie(reply, BROWSER_COOKIE, browser, COOKIE_PATH, 30 * 86400);
  const nonce = randomBytes(16).toString('base64url');
  await q.query(
    `INSERT INTO wechat_login_states (nonce, browser, redirect, app_id, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [nonce, browser, redirect, appId, STATE_TTL_SEC],
  );
  // Old states go as new ones come: the table holds only the last minutes' logins.
  await q.query("DELETE FROM wechat_login_states WHERE expires_at < now() - interval '1 day'");
  return `${nonce}.${sign(await stateSecret(q), nonce, browser)}`;
}

/**
 * Takes a state once: it must carry our signature for the browser presenting it (its cookie), be unused and
 * unexpired. Answers the page the login returns to and the app it went through, or undefined for anything else.
 */
export async function takeState(
  q: Queryable,
  req: FastifyRequest,
  state: string,
): Promise<{ redirect: string; appId: string } | undefined> {
  const browser = cookieOf(req, BROWSER_COOKIE);
  const [nonce, signature = ''] = state.split('.');
  if (!browser || !nonce) return undefined;
  const expected = Buffer.from(sign(await stateSecret(q), nonce, browser));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const [row] = await q.query<{ redirect: string; app_id: string }>(
    'UPDATE wechat_login_states SET used_at = now() WHERE nonce = $1 AND browser = $2 AND used_at IS NULL AND expires_at > now() RETURNING redirect, app_id',
    [nonce, browser],
  );
  return row && { redirect: row.redirect, appId: row.app_id };
}

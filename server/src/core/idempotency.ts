import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db';
import { BizError } from '../lib/errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key is remembered; a client retries within seconds, a day leaves room for a phone offline. */
export const IDEMPOTENCY_TTL_HOURS = 24;
const KEY = /^[\x21-\x7e]{8,100}$/;

export interface StoredAnswer<T> {
  data: T;
  msg: string;
}

/** The request's Idempotency-Key header, or undefined; a malformed one is refused rather than ignored. */
export function idempotencyKey(req: FastifyRequest): string | undefined {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || key === '') return undefined;
  if (!KEY.test(key)) throw new BizError('Idempotency-Key 格式不正确（8-100 个可见 ASCII 字符）');
  return key;
}

const KEY_REUSED = '该请求标识已用于另一个请求，请刷新后重试';

/** What a key is remembered with: the route, and a hash of it and the body (the same key with another body is refused). */
export function requestFingerprint(req: FastifyRequest): { route: string; hash: string } {
  const route = `${req.method} ${req.routeOptions.url ?? req.url}`;
  return {
    route,
    hash: createHash('sha256')
      .update(route)
      .update('\n')
      .update(JSON.stringify(req.body ?? null))
      .digest('hex'),
  };
}

/** The answer stored under a key already used, or undefined; the key used by another request is refused. */
export async function storedAnswer<T>(q: Queryable, userId: number, key: string, hash: string): Promise<StoredAnswer<T> | undefined> {
  const [first] = await q.query<{ request_hash: string; response: StoredAnswer<T> | null }>(
    'SELECT request_hash, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, key],
  );
  if (!first) return undefined;
  if (first.request_hash !== hash || !first.response) throw new BizError(KEY_REUSED);
  return first.response;
}

/**
 * Runs `create` once per (user, Idempotency-Key): in one transaction it claims the key and does the
 * work, and stores the answer with it. A retry that arrives while the first is still running waits on
 * the key's unique index and then reads the committed answer; if the first failed (rolled back), the
 * retry simply runs. The same key with another request body is refused. No key: the work just runs.
 */
export async function idempotent<T>(
  db: Db,
  req: FastifyRequest,
  userId: number,
  create: (q: Queryable) => Promise<StoredAnswer<T>>,
  /** A key the request carries in its body instead of the header (a scanner's scan_id). */
  bodyKey?: string,
): Promise<StoredAnswer<T> & { replayed: boolean }> {
  const key = bodyKey ?? idempotencyKey(req);
  if (!key) return { ...(await db.tx(create)), replayed: false };
  const { route, hash } = requestFingerprint(req);
  return db.tx(async (q) => {
    const claimed = await q.query(
      `INSERT INTO idempotency_keys (user_id, key, route, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
      [userId, key, route, hash],
    );
    if (!claimed.length) {
      const first = await storedAnswer<T>(q, userId, key, hash);
      if (!first) throw new BizError(KEY_REUSED);
      return { ...first, replayed: true };
    }
    const answer = await create(q);
    await q.query('UPDATE idempotency_keys SET response = $3 WHERE user_id = $1 AND key = $2', [userId, key, JSON.stringify(answer)]);
    return { ...answer, replayed: false };
  });
}

/** Forgets keys older than the TTL (a job). */
export async function purgeIdempotencyKeys(db: Db): Promise<number> {
  const rows = await db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1) RETURNING key`, [
    IDEMPOTENCY_TTL_HOURS,
  ]);
  return rows.length;
}

import type { Queryable } from '../../../db';
import { fail } from '../../../lib/errors';

/** At most `max` hits per key in each fixed window of `windowSec` seconds. */
export interface Limit {
  bucket: string;
  max: number;
  windowSec: number;
}

export interface Hit {
  count: number;
  /** Seconds until the current window ends. */
  retryAfter: number;
  exceeded: boolean;
}

/**
 * A counter that is free for `free` hits in its window, then asks for a wait after each further hit
 * that doubles from `baseSec` up to `maxSec`: slows a patient guesser to a trickle without ever
 * shutting anyone out for longer than `maxSec`.
 */
export interface Backoff {
  bucket: string;
  free: number;
  baseSec: number;
  maxSec: number;
  windowSec: number;
}

// The window is computed from the database clock, so every API instance counts into the same row.
const WINDOW = 'to_timestamp(floor(extract(epoch FROM now()) / $3::int) * $3::int)';

/** Counts one hit atomically (an upsert), so concurrent requests can never both slip under the limit. */
export async function hit(q: Queryable, limit: Limit, key: string): Promise<Hit> {
  const [row] = await q.query<{ hits: number; retry_after: number }>(
    `INSERT INTO rate_hits (bucket, key, window_start, hits) VALUES ($1, $2, ${WINDOW}, 1)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = rate_hits.hits + 1, last_hit_at = now()
     RETURNING hits, ceil(extract(epoch FROM window_start + make_interval(secs => $3::int) - now()))::int AS retry_after`,
    [limit.bucket, key, limit.windowSec],
  );
  // Older windows of this key are dead weight; dropping them here keeps the table small.
  await q.query(`DELETE FROM rate_hits WHERE bucket = $1 AND key = $2 AND window_start < ${WINDOW}`, [limit.bucket, key, limit.windowSec]);
  return { count: row.hits, retryAfter: Math.max(1, row.retry_after), exceeded: row.hits > limit.max };
}

/** Counts a hit; past the limit, answers with the code-0 message made from how long to wait (「15分钟」). */
export async function enforce(q: Queryable, limit: Limit, key: string, message: (wait: string) => string): Promise<void> {
  const h = await hit(q, limit, key);
  if (h.exceeded) fail(message(waitText(h.retryAfter)));
}

// The wait after the current hits: baseSec doubled per hit beyond the free ones (the exponent is
// capped so that the double never overflows), at most maxSec.
const WAIT = 'least($6::float8, $5::float8 * power(2, least(rate_hits.hits - $4::int, 30)))';

/**
 * Counts a hit unless the back-off asks the caller to wait; the check and the count are one
 * conditional upsert, so concurrent hits cannot both pass. Answers 0 when counted, else the seconds to wait.
 */
export async function backoffHit(q: Queryable, b: Backoff, key: string): Promise<number> {
  const params = [b.bucket, key, b.windowSec, b.free, b.baseSec, b.maxSec];
  const counted = await q.query(
    `INSERT INTO rate_hits (bucket, key, window_start, hits) VALUES ($1, $2, ${WINDOW}, 1)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = rate_hits.hits + 1, last_hit_at = now()
       WHERE rate_hits.hits < $4::int OR rate_hits.last_hit_at + make_interval(secs => ${WAIT}) <= now()
     RETURNING hits`,
    params,
  );
  if (counted.length) return 0;
  const [row] = await q.query<{ wait: number }>(
    `SELECT ceil(extract(epoch FROM rate_hits.last_hit_at + make_interval(secs => ${WAIT}) - now()))::int AS wait
       FROM rate_hits WHERE bucket = $1 AND key = $2 AND window_start = ${WINDOW}`,
    params,
  );
  return Math.max(1, row?.wait ?? 1);
}

/** Takes back one hit of the current window (an attempt that turned out to be legitimate). */
export async function undoHit(q: Queryable, limit: Pick<Limit, 'bucket' | 'windowSec'>, key: string): Promise<void> {
  await q.query(`UPDATE rate_hits SET hits = greatest(hits - 1, 0) WHERE bucket = $1 AND key = $2 AND window_start = ${WINDOW}`, [
    limit.bucket,
    key,
    limit.windowSec,
  ]);
}

/** Forgets every hit of a key (e.g. failed logins after a successful one). */
export async function clearHits(q: Queryable, limit: Pick<Limit, 'bucket'>, key: string): Promise<void> {
  await q.query('DELETE FROM rate_hits WHERE bucket = $1 AND key = $2', [limit.bucket, key]);
}

/** "15分钟" / "45秒": how long to wait, for messages. */
export function waitText(seconds: number): string {
  return seconds >= 60 ? `${Math.ceil(seconds / 60)}分钟` : `${seconds}秒`;
}

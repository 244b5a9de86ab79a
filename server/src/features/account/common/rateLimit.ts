import type { Queryable } from '../../../db';

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

// The window is computed from the database clock, so every API instance counts into the same row.
const WINDOW = 'to_timestamp(floor(extract(epoch FROM now()) / $3::int) * $3::int)';

/** Counts one hit atomically (an upsert), so concurrent requests can never both slip under the limit. */
export async function hit(q: Queryable, limit: Limit, key: string): Promise<Hit> {
  const [row] = await q.query<{ hits: number; retry_after: number }>(
    `INSERT INTO rate_hits (bucket, key, window_start, hits) VALUES ($1, $2, ${WINDOW}, 1)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = rate_hits.hits + 1
     RETURNING hits, ceil(extract(epoch FROM window_start + make_interval(secs => $3::int) - now()))::int AS retry_after`,
    [limit.bucket, key, limit.windowSec],
  );
  // Older windows of this key are dead weight; dropping them here keeps the table small.
  await q.query(`DELETE FROM rate_hits WHERE bucket = $1 AND key = $2 AND window_start < ${WINDOW}`, [limit.bucket, key, limit.windowSec]);
  return { count: row.hits, retryAfter: Math.max(1, row.retry_after), exceeded: row.hits > limit.max };
}

/** Takes back one hit of the current window (an attempt that turned out to be legitimate). */
export async function undoHit(q: Queryable, limit: Limit, key: string): Promise<void> {
  await q.query(`UPDATE rate_hits SET hits = greatest(hits - 1, 0) WHERE bucket = $1 AND key = $2 AND window_start = ${WINDOW}`, [
    limit.bucket,
    key,
    limit.windowSec,
  ]);
}

/** Forgets every hit of a key (e.g. failed logins after a successful one). */
export async function clearHits(q: Queryable, limit: Limit, key: string): Promise<void> {
  await q.query('DELETE FROM rate_hits WHERE bucket = $1 AND key = $2', [limit.bucket, key]);
}

/** "15分钟" / "45秒": how long to wait, for messages. */
export function waitText(seconds: number): string {
  return seconds >= 60 ? `${Math.ceil(seconds / 60)}分钟` : `${seconds}秒`;
}

import type { Db } from '../../../../../db';

/** After these many tries a notification is given up (Alipay itself tries 8 times over 25 hours). */
const MAX_ATTEMPTS = 8;
/** Seconds before the n-th retry: quicker than Alipay's, a sandbox should not keep people waiting. */
const BACKOFF = [5, 15, 60, 300, 900, 3600, 7200];

/**
 * Posts one notification to the merchant's notify_url, as Alipay does: form-encoded, and delivered only
 * when the answer is the plain text "success". Otherwise it is tried again later by the job.
 */
export async function deliverNotification(db: Db, id: number): Promise<boolean> {
  const [n] = await db.query<{ notify_url: string; params: Record<string, string>; attempts: number }>(
    'UPDATE sandbox_alipay_notifications SET attempts = attempts + 1 WHERE id = $1 AND delivered_at IS NULL RETURNING notify_url, params, attempts',
    [id],
  );
  if (!n) return true;
  let answer = '';
  try {
    const res = await fetch(n.notify_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(n.params).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    answer = (await res.text()).trim().slice(0, 200);
  } catch (error) {
    answer = `error: ${(error as Error).message}`.slice(0, 200);
  }
  const delivered = answer === 'success';
  const wait = BACKOFF[Math.min(n.attempts - 1, BACKOFF.length - 1)];
  await db.query(
    `UPDATE sandbox_alipay_notifications SET last_answer = $2,
            delivered_at = CASE WHEN $3 THEN now() END,
            next_at = CASE WHEN $3 OR attempts >= $4 THEN 'infinity'::timestamptz ELSE now() + make_interval(secs => $5::int) END
      WHERE id = $1`,
    [id, answer, delivered, MAX_ATTEMPTS, wait],
  );
  return delivered;
}

/** The job: retries notifications that are due. */
export async function deliverDueNotifications(db: Db): Promise<number> {
  const due = await db.query<{ id: number }>(
    'SELECT id FROM sandbox_alipay_notifications WHERE delivered_at IS NULL AND next_at <= now() ORDER BY id LIMIT 50',
  );
  for (const n of due) await deliverNotification(db, n.id);
  return due.length;
}

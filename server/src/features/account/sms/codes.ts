import { randomInt } from 'node:crypto';
import type { Db } from '../../../db';
import { BizError } from '../../../http/envelope';
import type { SmsEvent } from './events';

export const CODE_TTL_SEC = 5 * 60;
export const RESEND_INTERVAL_SEC = 60;
/** Sends per mobile in any 24 hours. */
export const DAILY_SENDS = 10;
/**
 * Of those, sends asked from one address: a stranger who knows the mobile takes at most this share of
 * its day, and the owner (from any other address) still gets the rest.
 */
export const DAILY_SENDS_PER_ADDRESS = 3;
export const MAX_WRONG_TRIES = 5;

interface CodeRow {
  id: number;
  code: string;
  attempts: number;
  expired: boolean;
}

/**
 * Creates a 6-digit code for mobile+event, enforcing one send per 60 s and 10 per 24 h per mobile, 3 of
 * them from one address.
 * A transaction-scoped advisory lock on the mobile makes concurrent sends (on any instance) take turns.
 */
export async function createCode(db: Db, mobile: string, event: SmsEvent, ip: string): Promise<{ id: number; code: string }> {
  return db.tx(async (q) => {
    await q.query("SELECT pg_advisory_xact_lock(hashtext('sms:' || $1))", [mobile]);
    const [recent] = await q.query<{ wait: number; today: number; from_here: number }>(
      `SELECT coalesce(max(ceil($2::int - extract(epoch FROM now() - created_at))) FILTER (WHERE created_at > now() - make_interval(secs => $2::int)), 0)::int AS wait,
              count(*)::int AS today, count(*) FILTER (WHERE ip = $3)::int AS from_here
         FROM sms_codes WHERE mobile = $1 AND created_at > now() - interval '24 hours'`,
      [mobile, RESEND_INTERVAL_SEC, ip],
    );
    if (recent.wait > 0) throw new BizError(`发送过于频繁，请${recent.wait}秒后再试`);
    if (recent.today >= DAILY_SENDS) throw new BizError('该手机号今日获取验证码次数已达上限');
    if (recent.from_here >= DAILY_SENDS_PER_ADDRESS) throw new BizError('当前网络为该手机号获取验证码次数已达今日上限，请更换网络或明天再试');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO sms_codes (mobile, event, code, ip, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::int)) RETURNING id`,
      [mobile, event, code, ip, CODE_TTL_SEC],
    );
    return { id: row.id, code };
  });
}

/** A code the provider failed to deliver must not block the next send for 60 s. */
export async function dropCode(db: Db, id: number): Promise<void> {
  await db.query('DELETE FROM sms_codes WHERE id = $1', [id]);
}

/**
 * Checks a code: only the newest unconsumed code of mobile+event counts; a wrong code costs a try and
 * the 5th wrong try burns it. With `consume`, a right code is used up.
 * The tries are committed before the error is thrown, so they survive it.
 */
export async function verifyCode(db: Db, mobile: string, event: SmsEvent, code: string, consume: boolean): Promise<void> {
  const problem = await db.tx(async (q): Promise<string | null> => {
    const [row] = await q.query<CodeRow>(
      `SELECT id, code, attempts, expires_at <= now() AS expired FROM sms_codes
        WHERE mobile = $1 AND event = $2 AND consumed_at IS NULL ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [mobile, event],
    );
    if (!row) return '请先获取验证码';
    if (row.expired) return '验证码已过期，请重新获取';
    if (row.code !== code) {
      const attempts = row.attempts + 1;
      const burnt = attempts >= MAX_WRONG_TRIES;
      await q.query(`UPDATE sms_codes SET attempts = $2, consumed_at = CASE WHEN $3 THEN now() END WHERE id = $1`, [row.id, attempts, burnt]);
      return burnt ? '验证码错误次数过多，请重新获取' : `验证码错误，还可尝试${MAX_WRONG_TRIES - attempts}次`;
    }
    if (consume) await q.query('UPDATE sms_codes SET consumed_at = now() WHERE id = $1', [row.id]);
    return null;
  });
  if (problem) throw new BizError(problem);
}

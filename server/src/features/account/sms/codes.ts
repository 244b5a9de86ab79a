import { randomInt } from 'node:crypto';
import type { Db, Queryable } from '../../../db';
import { BizError } from '../../../lib/errors';
import type { SmsEvent } from '@conf/contract';

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
/** Wrong guesses one other address may make at a code before it is refused (the code is not burnt). */
export const WRONG_TRIES_PER_ADDRESS = 2;
/** Wrong guesses all other addresses together may make at a code; then it answers its requester only. */
export const STRANGER_WRONG_TRIES = 20;

const TOO_MANY_HERE = '当前网络验证码错误次数过多，请重新获取验证码或更换网络后再试';

interface CodeRow {
  id: number;
  code: string;
  attempts: number;
  stranger_attempts: number;
  ip: string;
  expired: boolean;
  /** This address's wrong guesses at the code, when it is not the address the code was asked from. */
  wrong_here: number;
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
    if (recent.from_here >= DAILY_SENDS_PER_ADDRESS)
      throw new BizError('当前网络为该手机号获取验证码次数已达今日上限，请更换网络或明天再试');
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
 * Checks a code: only the newest unconsumed code of mobile+event counts. With `consume`, a right code is
 * used up. The tries are committed before the error is thrown, so they survive it.
 *
 * Wrong guesses are counted by where they come from, so a stranger who knows the mobile cannot burn the
 * owner's code (every route that takes a code goes through here):
 * - from the address the code was asked from (the owner, as far as the server can tell), a wrong guess
 *   costs the code one of its MAX_WRONG_TRIES, and the last one burns it, as for any typo;
 * - from any other address, at most WRONG_TRIES_PER_ADDRESS wrong guesses, after which that address is
 *   refused without the code being checked or burnt; and at most STRANGER_WRONG_TRIES from all other
 *   addresses together, after which the code answers only the address it was asked from.
 * The code has 10^6 values, so one code withstands at most MAX_WRONG_TRIES + STRANGER_WRONG_TRIES = 25
 * guesses however many addresses an attacker has (a 1 in 40 000 chance), and a mobile gets at most
 * DAILY_SENDS codes a day. An owner who moves to another network keeps 2 guesses there, or asks again.
 */
export async function verifyCode(db: Db, mobile: string, event: SmsEvent, code: string, consume: boolean, ip: string): Promise<void> {
  const problem = await db.tx(async (q): Promise<string | null> => {
    const [row] = await q.query<CodeRow>(
      `SELECT c.id, c.code, c.attempts, c.stranger_attempts, c.ip, c.expires_at <= now() AS expired,
              coalesce((SELECT t.wrong FROM sms_code_tries t WHERE t.code_id = c.id AND t.ip = $3), 0) AS wrong_here
         FROM sms_codes c
        WHERE c.mobile = $1 AND c.event = $2 AND c.consumed_at IS NULL ORDER BY c.id DESC LIMIT 1 FOR UPDATE OF c`,
      [mobile, event, ip],
    );
    if (!row) return '请先获取验证码';
    if (row.expired) return '验证码已过期，请重新获取';
    const owner = row.ip === ip;
    if (!owner && (row.wrong_here >= WRONG_TRIES_PER_ADDRESS || row.stranger_attempts >= STRANGER_WRONG_TRIES)) {
      return TOO_MANY_HERE;
    }
    if (row.code !== code) return owner ? ownerWrong(q, row) : strangerWrong(q, row, ip);
    if (consume) await q.query('UPDATE sms_codes SET consumed_at = now() WHERE id = $1', [row.id]);
    return null;
  });
  if (problem) throw new BizError(problem);
}

/** A wrong guess from the address the code was asked from: one of the code's tries, the last burns it. */
async function ownerWrong(q: Queryable, row: CodeRow): Promise<string> {
  const attempts = row.attempts + 1;
  const burnt = attempts >= MAX_WRONG_TRIES;
  await q.query('UPDATE sms_codes SET attempts = $2, consumed_at = CASE WHEN $3 THEN now() END WHERE id = $1', [row.id, attempts, burnt]);
  return burnt ? '验证码错误次数过多，请重新获取' : `验证码错误，还可尝试${MAX_WRONG_TRIES - attempts}次`;
}

/** A wrong guess from another address: counted for that address and for strangers in all, never burning the code. */
async function strangerWrong(q: Queryable, row: CodeRow, ip: string): Promise<string> {
  await q.query('UPDATE sms_codes SET stranger_attempts = stranger_attempts + 1 WHERE id = $1', [row.id]);
  await q.query(
    'INSERT INTO sms_code_tries (code_id, ip, wrong) VALUES ($1, $2, 1) ON CONFLICT (code_id, ip) DO UPDATE SET wrong = sms_code_tries.wrong + 1',
    [row.id, ip],
  );
  const left = WRONG_TRIES_PER_ADDRESS - row.wrong_here - 1;
  return left > 0 ? `验证码错误，还可尝试${left}次` : TOO_MANY_HERE;
}

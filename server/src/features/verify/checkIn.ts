import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../../db';
import { one } from '../../db';
import { BizError } from '../../lib/errors';
import { requestFingerprint, storedAnswer } from '../../core';
import { readTicket, verifyTicket, type TicketClaims } from '../signup';
import { meetingPublicKey } from './meetingKeys';
import { codeOfShortCode } from './shortCodeEntry';
import { recordRefusal, Refusal } from './refusals';

export interface Scan {
  meetingId: number;
  code: string;
  /** The scanner's id for this scan: a retry with the same id gets the same answer. */
  scanId: string;
  device: string;
  /** When the scanner saw the code, for scans made offline and sent later. */
  scannedAt?: Date;
}

/** Beijing "2026-11-23 09:15" for the person at the door. */
const beijing = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/** Beijing "2026年11月22日 00:00", for the time the door opens. */
function chineseTime(d: Date): string {
  const [date, time] = beijing(d).split(' ');
  const [y, m, day] = date.split('-').map(Number);
  return `${y}年${m}月${day}日 ${time}`;
}

/**
 * What the code itself says, before any attendee is touched: whether it is a well-formed e-ticket signed
 * with its meeting's key, of this meeting and not expired. The answer is a refusal or the code's claims.
 */
async function readCode(db: Db, meetingId: number, code: string): Promise<TicketClaims | Refusal> {
  const claims = readTicket(code);
  if (!claims) return new Refusal('无法识别的二维码', '无法识别的二维码，请出示本会议的电子票');
  const key = await meetingPublicKey(db, claims.meetingId);
  if (!key || !verifyTicket(code, key)) return new Refusal('电子票校验失败', '电子票校验失败，可能是伪造或被篡改的二维码');
  if (claims.meetingId !== meetingId) {
    const other = await one<{ title: string }>(db, 'SELECT title FROM meetings WHERE id = $1', [claims.meetingId]);
    return new Refusal('其他会议的电子票', `该电子票属于另一场会议：${other?.title ?? ''}`);
  }
  if (claims.validUntil.getTime() < Date.now()) return new Refusal('电子票已过期', '电子票已过期');
  return claims;
}

interface Admission {
  assigned: boolean;
  id: number | null;
  name: string;
  ticket_code: string | null;
  revoked_at: Date | null;
  status: string;
  /** The state of the order's open refund, when it has one ('requested' or 'approved'). */
  refund: string | null;
  /** When the open refund was asked for. */
  refund_asked_at: Date | null;
  checkin_opens_at: Date;
  ticket_name: string;
  /** Set when this statement checked the attendee in. */
  admitted_at: Date | null;
}

/**
 * A scan in one statement: whether the caller verifies this meeting, the order row and then the attendee
 * row locked (the order first, as every change of an order takes it), and, when the ticket admits (paid
 * with no refund asked for, or scanned offline before the refund was asked for; not revoked, this very
 * code, the door open, not yet in), the conditional
 * update, the verifications row and the answer stored under the scan's idempotency key. A concurrent
 * scan of the same ticket waits on the row lock; its update then sees checked_in_at set and admits nobody
 * (verifications' unique attendee stands behind). A refund asked for at the same moment waits on the
 * order's lock too: either it comes first and the scan sees 'refunding', or the scan does and the refund's
 * own check (refundBlocker, under the same lock) sees the check-in. A key already used locks nothing; the
 * same key with another request makes the stored answer's insert fail.
 */
const ADMIT = `
WITH verifier AS (
  SELECT EXISTS (SELECT 1 FROM meeting_verifiers WHERE meeting_id = $1 AND user_id = $2) AS assigned
), ticket AS (
  -- The locked order's status decides; the open refund words the refusal and dates the request.
  SELECT a.id, a.name, a.ticket_code, a.revoked_at, o.status, m.checkin_opens_at, tt.name AS ticket_name, f.status AS refund, f.created_at AS refund_asked_at
    FROM orders o JOIN attendees a ON a.order_id = o.id JOIN meetings m ON m.id = a.meeting_id JOIN ticket_types tt ON tt.id = a.ticket_type_id
    LEFT JOIN LATERAL (SELECT status, created_at FROM refunds WHERE order_id = o.id AND settles_order AND status IN ('requested', 'approved') ORDER BY id DESC LIMIT 1) f ON true
   WHERE a.id = $3 AND a.meeting_id = $1 AND (SELECT assigned FROM verifier)
     AND NOT EXISTS (SELECT 1 FROM idempotency_keys WHERE user_id = $2 AND key = $8)
     FOR UPDATE OF o, a
), admitted AS (
  UPDATE attendees a SET checked_in_at = $5, updated_at = now()
    FROM ticket t
   WHERE a.id = $3 AND t.id = a.id AND a.checked_in_at IS NULL AND t.revoked_at IS NULL AND t.ticket_code = $4
     AND (t.status = 'paid' OR (t.status = 'refunding' AND t.refund = 'requested' AND $7::timestamptz < t.refund_asked_at))
     AND $5 >= t.checkin_opens_at
  RETURNING a.id, a.checked_in_at
), recorded AS (
  INSERT INTO verifications (meeting_id, verifier_id, ticket_code, attendee_id, device, scanned_at)
  SELECT $1::int, $2::int, $4::text, id, $6::text, $7::timestamptz FROM admitted
), remembered AS (
  -- The answer as idempotent() stores it, the time as JSON.stringify writes a Date.
  INSERT INTO idempotency_keys (user_id, key, route, request_hash, response)
  SELECT $2::int, $8::text, $9::text, $10::text, jsonb_build_object(
           'data', jsonb_build_object('attendee_id', t.id, 'name', t.name, 'ticket_name', t.ticket_name,
                                      'checked_in_at', to_char(ad.checked_in_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
           'msg', '核销成功')
    FROM admitted ad JOIN ticket t ON t.id = ad.id
)
SELECT v.assigned, t.id, t.name, t.ticket_code, t.revoked_at, t.status, t.refund, t.checkin_opens_at, t.ticket_name, ad.checked_in_at AS admitted_at
  FROM verifier v LEFT JOIN ticket t ON true LEFT JOIN admitted ad ON ad.id = t.id`;

/**
 * A scan the door made offline before the buyer asked for their money back: the person is in already, so
 * it is recorded (the request is then held by the check-in, as any refund of someone admitted). Once the
 * refund is approved the tickets are revoked and nothing admits.
 */
const scannedBeforeRequest = (t: Admission, scannedAt: Date | undefined) =>
  t.refund === 'requested' && scannedAt !== undefined && t.refund_asked_at !== null && scannedAt < t.refund_asked_at;

/** The refusal for a ticket that did not admit for another reason than being in already, in the order the door tells them. */
function refusal(t: Admission, code: string, at: Date, scannedAt: Date | undefined): Refusal | undefined {
  if (t.id === null) return new Refusal('电子票不存在', '电子票不存在');
  if (t.status === 'refunded' || t.revoked_at) return new Refusal('订单已退款', '电子票已作废：订单已退款');
  if (t.status === 'cancelled' || t.status === 'expired') return new Refusal('订单已取消', '电子票无效：订单已取消');
  if (t.status === 'unpaid' || !t.ticket_code) return new Refusal('订单未支付', '电子票无效：订单尚未支付');
  // A corrected ticket gets a new code; the old picture no longer admits anyone.
  if (t.ticket_code !== code) return new Refusal('电子票已更换', '该电子票已更换，请出示最新的电子票');
  // Admitted now and paid back later would be a free seat: the buyer withdraws the request first.
  if (t.status === 'refunding' && !scannedBeforeRequest(t, scannedAt)) {
    return new Refusal(
      '退款处理中',
      t.refund === 'requested' ? '该订单退款申请处理中，请先撤回退款申请' : '该订单正在退款，电子票不能入场',
    );
  }
  if (at < t.checkin_opens_at) return new Refusal('未到签到时间', `未到签到时间，签到将于 ${chineseTime(t.checkin_opens_at)} 开始`);
  return undefined;
}

/** A second scan, on this device or any other: when and by whom the ticket was first checked in. */
async function alreadyIn(q: Queryable, t: Admission): Promise<never> {
  const first = await one<{ verified_at: Date; scanned_at: Date | null; by: string; device: string }>(
    q,
    'SELECT v.verified_at, v.scanned_at, u.nickname AS by, v.device FROM verifications v JOIN users u ON u.id = v.verifier_id WHERE v.attendee_id = $1',
    [t.id],
  );
  const at = first?.scanned_at ?? first?.verified_at ?? new Date();
  throw new Refusal('重复核销', `${t.name} 已核销，首次核销时间 ${beijing(at)}${first ? `（${first.by}）` : ''}`, {
    name: t.name,
    ticket_name: t.ticket_name,
    first_checked_in_at: at,
    first_by: first?.by ?? null,
    first_device: first?.device ?? null,
  });
}

/** Admits the holder of a code, once (admit); a refusal at this meeting's door is kept with its reason for the console. */
export async function checkIn(db: Db, req: FastifyRequest, verifier: { id: number; nickname: string }, s: Scan) {
  try {
    return await admit(db, req, verifier, s);
  } catch (error) {
    // Only a refusal of a verifier of this meeting is the door's: a stranger's scans are not counted.
    if (error instanceof Refusal)
      await recordRefusal(db, {
        meetingId: s.meetingId,
        verifierId: verifier.id,
        scanId: s.scanId,
        reason: error.reason,
        device: s.device,
      });
    throw error;
  }
}

/**
 * The code is read and its signature checked first, without the database (the meeting's key is kept);
 * then one statement checks the verifier and admits (ADMIT). Whatever did not admit is first looked up as
 * a retry of a scan already answered (same scan_id: same answer, as idempotent() gives), and otherwise refused.
 */
async function admit(db: Db, req: FastifyRequest, verifier: { id: number; nickname: string }, s: Scan) {
  const key = `scan:${s.scanId}`;
  const { route, hash } = requestFingerprint(req);
  // A typed short code stands for the ticket's current signed code, and goes the same way from here.
  const code = (await codeOfShortCode(db, verifier.id, s.meetingId, s.code)) ?? s.code.trim();
  const read = await readCode(db, s.meetingId, code);
  if (read instanceof Refusal) {
    const retried = await storedAnswer<unknown>(db, verifier.id, key, hash);
    if (retried) return retried;
    // The verifier is told first that the meeting is not theirs, whatever they scanned.
    const assigned = await one(db, 'SELECT 1 FROM meeting_verifiers WHERE meeting_id = $1 AND user_id = $2', [s.meetingId, verifier.id]);
    throw assigned ? read : new BizError('您不是该会议的核销员');
  }
  const at = s.scannedAt ?? new Date();
  let t: Admission;
  try {
    // In the transaction helper for its lock timeout and its retry after a deadlock.
    [t] = await db.tx((q) =>
      q.query<Admission>(ADMIT, [s.meetingId, verifier.id, read.attendeeId, code, at, s.device, s.scannedAt ?? null, key, route, hash]),
    );
  } catch (error) {
    // The key answered another request meanwhile (nothing of this statement was kept): its answer, or a refusal.
    if ((error as { constraint?: string }).constraint !== 'idempotency_keys_pkey') throw error;
    return (await storedAnswer<unknown>(db, verifier.id, key, hash))!;
  }
  if (t.admitted_at)
    return { data: { attendee_id: t.id!, name: t.name, ticket_name: t.ticket_name, checked_in_at: t.admitted_at }, msg: '核销成功' };
  const retried = await storedAnswer<unknown>(db, verifier.id, key, hash);
  if (retried) return retried;
  if (!t.assigned) throw new BizError('您不是该会议的核销员');
  const refused = refusal(t, code, at, s.scannedAt);
  if (refused) throw refused;
  return alreadyIn(db, t);
}

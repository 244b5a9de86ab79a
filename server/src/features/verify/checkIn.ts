import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../../db';
import { one } from '../../db';
import { BizError } from '../../http/envelope';
import { idempotent } from '../../core';
import { readTicket, verifyTicket } from '../signup';

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

interface Ticket {
  id: number;
  name: string;
  ticket_code: string | null;
  active: boolean;
  revoked_at: Date | null;
  status: string;
  ticket_name: string;
}

/** Why a code cannot admit anyone to this meeting, judged without the database where possible. */
async function ticketOf(q: Queryable, meetingId: number, code: string): Promise<Ticket> {
  const claims = readTicket(code.trim());
  if (!claims) throw new BizError('无法识别的二维码，请出示本会议的电子票');
  const key = await one<{ public_key: Uint8Array; title: string }>(
    q,
    'SELECT k.public_key, m.title FROM meeting_keys k JOIN meetings m ON m.id = k.meeting_id WHERE k.meeting_id = $1',
    [claims.meetingId],
  );
  if (!key || !verifyTicket(code.trim(), key.public_key)) throw new BizError('电子票校验失败，可能是伪造或被篡改的二维码');
  if (claims.meetingId !== meetingId) throw new BizError(`该电子票属于另一场会议：${key.title}`);
  if (claims.validUntil.getTime() < Date.now()) throw new BizError('电子票已过期');
  const t = await one<Ticket>(
    q,
    `SELECT a.id, a.name, a.ticket_code, a.active, a.revoked_at, o.status, tt.name AS ticket_name
       FROM attendees a JOIN orders o ON o.id = a.order_id JOIN ticket_types tt ON tt.id = a.ticket_type_id
      WHERE a.id = $1 AND a.meeting_id = $2 FOR UPDATE OF a`,
    [claims.attendeeId, meetingId],
  );
  if (!t) throw new BizError('电子票不存在');
  if (t.status === 'refunded' || t.revoked_at) throw new BizError('电子票已作废：订单已退款');
  if (t.status === 'cancelled' || t.status === 'expired') throw new BizError('电子票无效：订单已取消');
  if (t.status === 'unpaid' || !t.ticket_code) throw new BizError('电子票无效：订单尚未支付');
  // A corrected ticket gets a new code; the old picture no longer admits anyone.
  if (t.ticket_code !== code.trim()) throw new BizError('该电子票已更换，请出示最新的电子票');
  return t;
}

/**
 * Admits the holder of a code, once: the attendee row is locked and changed with a conditional update
 * (checked_in_at still empty), verifications' unique ticket stands behind it. A second scan, on this
 * device or any other, is told when and by whom the ticket was first checked in.
 */
export async function checkIn(db: Db, req: FastifyRequest, verifier: { id: number; nickname: string }, s: Scan) {
  return idempotent(
    db,
    req,
    verifier.id,
    async (q) => {
      const assigned = await one(q, 'SELECT 1 FROM meeting_verifiers WHERE meeting_id = $1 AND user_id = $2', [s.meetingId, verifier.id]);
      if (!assigned) throw new BizError('您不是该会议的核销员');
      const t = await ticketOf(q, s.meetingId, s.code);
      const admitted = await q.query<{ checked_in_at: Date }>(
        'UPDATE attendees SET checked_in_at = $2, updated_at = now() WHERE id = $1 AND checked_in_at IS NULL RETURNING checked_in_at',
        [t.id, s.scannedAt ?? new Date()],
      );
      if (!admitted.length) {
        const first = await one<{ verified_at: Date; scanned_at: Date | null; by: string; device: string }>(
          q,
          'SELECT v.verified_at, v.scanned_at, u.nickname AS by, v.device FROM verifications v JOIN users u ON u.id = v.verifier_id WHERE v.attendee_id = $1',
          [t.id],
        );
        const at = first?.scanned_at ?? first?.verified_at ?? new Date();
        throw new BizError(`${t.name} 已核销，首次核销时间 ${beijing(at)}${first ? `（${first.by}）` : ''}`, {
          name: t.name,
          ticket_name: t.ticket_name,
          first_checked_in_at: at,
          first_by: first?.by ?? null,
          first_device: first?.device ?? null,
        });
      }
      await q.query(
        'INSERT INTO verifications (meeting_id, verifier_id, ticket_code, attendee_id, device, scanned_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [s.meetingId, verifier.id, t.ticket_code, t.id, s.device, s.scannedAt ?? null],
      );
      return { data: { attendee_id: t.id, name: t.name, ticket_name: t.ticket_name, checked_in_at: admitted[0].checked_in_at }, msg: '核销成功' };
    },
    `scan:${s.scanId}`,
  );
}

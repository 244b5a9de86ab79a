import type { OfflineData } from '../api/verifying';
import { codeHash, verifyTicket } from './ticketCode';

export type Judgement =
  | { kind: 'admit'; attendeeId: number; name: string; ticketName: string }
  | { kind: 'repeat'; name: string; ticketName: string; firstAt: string }
  | { kind: 'refuse'; message: string };

/**
 * The answer the server would give, from what the scanner holds: the meeting's key for the signature,
 * the valid tickets (each with its current code's fingerprint) and the revoked ones, and the check-ins
 * known so far (the server's and this device's queue).
 */
export async function judgeOffline(code: string, meetingId: number, data: OfflineData, checkedIn: Map<number, string>, now = new Date()): Promise<Judgement> {
  const claims = data.key ? await verifyTicket(code, data.key.public_key) : undefined;
  if (!claims) return { kind: 'refuse', message: '电子票校验失败，可能是伪造或被篡改的二维码' };
  if (claims.meetingId !== meetingId) return { kind: 'refuse', message: '该电子票属于另一场会议' };
  if (claims.validUntil.getTime() < now.getTime()) return { kind: 'refuse', message: '电子票已过期' };
  if (data.revoked.includes(claims.attendeeId)) return { kind: 'refuse', message: '电子票已作废：订单已退款或取消' };
  const ticket = data.tickets.find((t) => t.attendee_id === claims.attendeeId);
  if (!ticket) return { kind: 'refuse', message: '电子票不存在或订单尚未支付' };
  // Signed by the meeting but not the ticket's current code: it was reissued (the server says the same).
  if (ticket.code_hash !== (await codeHash(code))) return { kind: 'refuse', message: '该电子票已更换，请出示最新的电子票' };
  const firstAt = checkedIn.get(ticket.attendee_id) ?? ticket.checked_in_at;
  if (firstAt) return { kind: 'repeat', name: ticket.name, ticketName: ticket.ticket_name, firstAt };
  return { kind: 'admit', attendeeId: ticket.attendee_id, name: ticket.name, ticketName: ticket.ticket_name };
}

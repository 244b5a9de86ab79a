import type { OfflineData, OfflineTicket } from '../api/verifying';
import { codeHash, verifyTicket } from './ticketCode';
import { normalizeShortCode, shortCodeHash } from './shortCode';

export type Judgement =
  | { kind: 'admit'; attendeeId: number; name: string; ticketName: string }
  | { kind: 'repeat'; name: string; ticketName: string; firstAt: string }
  | { kind: 'refuse'; message: string };

/** Beijing "2026年11月22日 00:00", as the server words the time the door opens. */
function chineseTime(iso: string): string {
  const d = new Date(Date.parse(iso) + 8 * 3600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/**
 * When the door opens. A list downloaded before the server sent the time has none: the server's default
 * then applies (00:00 Shanghai of the day before the start), since an organiser's own time came with the
 * same change. Without a start either, the list cannot say, and nobody is let in on it.
 */
function openingOf(meeting: OfflineData['meeting']): string | undefined {
  if (meeting.checkin_opens_at) return meeting.checkin_opens_at;
  const start = Date.parse(meeting.start_at);
  if (Number.isNaN(start)) return undefined;
  const day = new Date(start + 8 * 3600_000);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - 1) - 8 * 3600_000).toISOString();
}

/**
 * The ticket a code stands for, or why none: a typed short code by its fingerprint; a scanned code by its
 * signature, meeting, expiry and the fingerprint of the ticket's current code.
 */
async function ticketOf(code: string, meetingId: number, data: OfflineData, now: Date): Promise<OfflineTicket | string> {
  const short = normalizeShortCode(code);
  if (short) {
    const hash = await shortCodeHash(meetingId, short);
    return data.tickets.find((t) => t.short_code_hash === hash) ?? '电子票码不存在或已作废，请核对后重新输入';
  }
  const claims = data.key ? await verifyTicket(code, data.key.public_key) : undefined;
  if (!claims) return '电子票校验失败，可能是伪造或被篡改的二维码';
  if (claims.meetingId !== meetingId) return '该电子票属于另一场会议';
  if (claims.validUntil.getTime() < now.getTime()) return '电子票已过期';
  if (data.revoked.includes(claims.attendeeId)) return '电子票已作废：订单已退款或取消';
  const ticket = data.tickets.find((t) => t.attendee_id === claims.attendeeId);
  if (!ticket) return '电子票不存在或订单尚未支付';
  // Signed by the meeting but not the ticket's current code: it was reissued (the server says the same).
  if (ticket.code_hash !== (await codeHash(code))) return '该电子票已更换，请出示最新的电子票';
  return ticket;
}

/**
 * The answer the server would give, from what the scanner holds: the meeting's key for the signature and
 * the time its door opens, the valid tickets (each with fingerprints of its current code and short code,
 * and whether a refund is asked for) and the revoked ones, and the check-ins known so far (the server's
 * and this device's queue).
 */
export async function judgeOffline(
  code: string,
  meetingId: number,
  data: OfflineData,
  checkedIn: Map<number, string>,
  now = new Date(),
): Promise<Judgement> {
  const ticket = await ticketOf(code, meetingId, data, now);
  if (typeof ticket === 'string') return { kind: 'refuse', message: ticket };
  if (ticket.refund_pending) return { kind: 'refuse', message: '该订单退款申请处理中，请先撤回退款申请' };
  const opens = openingOf(data.meeting);
  if (opens === undefined) return { kind: 'refuse', message: '离线名单缺少签到时间，请联网后重新下载离线名单' };
  if (now.getTime() < Date.parse(opens)) return { kind: 'refuse', message: `未到签到时间，签到将于 ${chineseTime(opens)} 开始` };
  const firstAt = checkedIn.get(ticket.attendee_id) ?? ticket.checked_in_at;
  if (firstAt) return { kind: 'repeat', name: ticket.name, ticketName: ticket.ticket_name, firstAt };
  return { kind: 'admit', attendeeId: ticket.attendee_id, name: ticket.name, ticketName: ticket.ticket_name };
}

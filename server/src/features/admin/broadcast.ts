import type { Queryable } from '../../db';
import { audit, type AuditActor } from '../../core';
import { BizError } from '../../lib/errors';
import { sendMessageToMany, type NewMessage } from '../account';
import { AUDIENCE_TEXT } from '@conf/contract';

/**
 * Who a console message goes to: the attendees of the meeting (buyers of a paid ticket order), those of one
 * ticket type, or the buyers with an order of the meeting still unpaid (tickets or rooms).
 */
export type Audience = { kind: 'all' } | { kind: 'ticket_type'; ticketTypeId: number } | { kind: 'unpaid' };

/** The users an audience reaches now, each once. */
export async function recipientsOf(q: Queryable, meetingId: number, a: Audience): Promise<number[]> {
  if (a.kind === 'unpaid') {
    const rows = await q.query<{ user_id: number }>(
      "SELECT DISTINCT user_id FROM orders WHERE meeting_id = $1 AND status = 'unpaid' ORDER BY user_id",
      [meetingId],
    );
    return rows.map((r) => r.user_id);
  }
  if (a.kind === 'ticket_type') {
    const [own] = await q.query('SELECT 1 FROM ticket_types WHERE id = $1 AND meeting_id = $2', [a.ticketTypeId, meetingId]);
    if (!own) throw new BizError('票种不存在');
  }
  const rows = await q.query<{ user_id: number }>(
    `SELECT DISTINCT a.user_id FROM attendees a JOIN orders o ON o.id = a.order_id
      WHERE a.meeting_id = $1 AND a.active AND o.status = 'paid' AND ($2::int IS NULL OR a.ticket_type_id = $2) ORDER BY a.user_id`,
    [meetingId, a.kind === 'ticket_type' ? a.ticketTypeId : null],
  );
  return rows.map((r) => r.user_id);
}

/**
 * Writes one message to everyone the audience reaches, in the caller's transaction, and audits who sent what
 * to whom and how many: the one function for any message to many (the console, or another feature's notices).
 */
export async function broadcast(q: Queryable, who: { actor: AuditActor; meetingId: number }, a: Audience, m: NewMessage): Promise<number> {
  const users = await recipientsOf(q, who.meetingId, a);
  if (!users.length) throw new BizError(`${AUDIENCE_TEXT[a.kind]}暂无可发送的用户`);
  const sent = await sendMessageToMany(q, users, { kind: 'meeting', ...m });
  await audit(q, {
    actor: who.actor,
    meetingId: who.meetingId,
    action: 'message.send',
    target: `meeting:${who.meetingId}`,
    after: { audience: a, title: m.title, content: m.content, sent },
  });
  return sent;
}

import type { Queryable, Row } from '../../db';
import { BizError } from '../../lib/errors';
import { viewableAnswers } from '../account';
import { fenToYuan, type OrderKindHooks, type OrderRow } from '../orders';
import type { ApplyerInput } from './applyForm';
import { encodeTicket } from './eticket/codec';
import { meetingKey } from './eticket/keys';
import { newShortCode } from './eticket/shortCode';

/** A day past the meeting's end: the ticket's own "valid until", checked by scanners offline too. */
const GRACE_MS = 24 * 3600_000;

/** Writes an order's attendees. A person (mobile) already signed up for the meeting is named, not just refused. */
export async function addAttendees(q: Queryable, order: OrderRow, ticketTypeId: number, people: ApplyerInput[]): Promise<void> {
  const taken = await q.query<{ name: string; mobile: string }>(
    'SELECT name, mobile FROM attendees WHERE meeting_id = $1 AND active AND mobile = ANY($2::text[])',
    [order.meeting_id, people.map((p) => p.mobile)],
  );
  if (taken.length) throw new BizError(`${taken[0].name}（${taken[0].mobile}）已报名本次会议，请勿重复报名`);
  for (const p of people) {
    // attendees_once_per_meeting stands behind the check above when two orders race.
    await q.query(
      `INSERT INTO attendees (order_id, meeting_id, ticket_type_id, user_id, contact_id, name, mobile, company, position, email, id_number, fields)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        order.id,
        order.meeting_id,
        ticketTypeId,
        order.user_id,
        p.contact_id,
        p.name,
        p.mobile,
        p.company,
        p.position,
        p.email,
        p.id_number,
        JSON.stringify(p.fields),
      ],
    );
  }
}

/** Draws before giving up: with ~2^49 codes, a second draw is already a one-in-billions event. */
const SHORT_CODE_DRAWS = 10;

/**
 * Gives the attendee a new short code, drawn again while the meeting has it already; the unique
 * constraint stands behind the check for two transactions drawing the same code at once.
 */
export async function assignShortCode(q: Queryable, attendeeId: number, meetingId: number, draw = newShortCode): Promise<string> {
  for (let i = 0; i < SHORT_CODE_DRAWS; i += 1) {
    const code = draw();
    const [set] = await q.query(
      `UPDATE attendees SET short_code = $2, short_code_hash = NULL
        WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM attendees WHERE meeting_id = $3 AND short_code = $2) RETURNING id`,
      [attendeeId, code, meetingId],
    );
    if (set) return code;
  }
  throw new Error(`meeting ${meetingId}: no free short code in ${SHORT_CODE_DRAWS} draws`);
}

/** Signs a new e-ticket for each of these attendees of the meeting (a fresh random part: a new code), with a new short code. */
async function issueTicketsTo(q: Queryable, meetingId: number, people: { id: number; ticket_type_id: number }[]): Promise<void> {
  const key = await meetingKey(q, meetingId);
  const [meeting] = await q.query<{ end_at: Date }>('SELECT end_at FROM meetings WHERE id = $1', [meetingId]);
  for (const a of people) {
    const code = encodeTicket(
      {
        kid: key.kid,
        meetingId,
        attendeeId: a.id,
        ticketTypeId: a.ticket_type_id,
        validUntil: new Date(meeting.end_at.getTime() + GRACE_MS),
      },
      key.private_key,
    );
    await q.query(
      'UPDATE attendees SET ticket_code = $2, issued_at = now(), revoked_at = NULL, active = true, updated_at = now() WHERE id = $1',
      [a.id, code],
    );
    await assignShortCode(q, a.id, meetingId);
  }
}

/** Signs an e-ticket for every attendee of a paid order that has none (or had one revoked). */
async function issueTickets(q: Queryable, order: OrderRow): Promise<void> {
  const people = await q.query<{ id: number; ticket_type_id: number }>(
    'SELECT id, ticket_type_id FROM attendees WHERE order_id = $1 ORDER BY id',
    [order.id],
  );
  await issueTicketsTo(q, order.meeting_id, people);
}

/** A corrected attendee's e-ticket and short code are replaced: the old picture and code admit no one. */
export async function reissueTicket(q: Queryable, a: { id: number; meeting_id: number; ticket_type_id: number }): Promise<void> {
  await issueTicketsTo(q, a.meeting_id, [a]);
}

/**
 * The order's attendees who are checked in. All its attendee rows are locked, as the check-in locks the
 * one it admits: a scan in flight finishes first and is seen, a later one waits for this transaction.
 */
async function admittedOf(q: Queryable, orderId: number): Promise<{ name: string; at: Date }[]> {
  const rows = await q.query<{ name: string; checked_in_at: Date | null }>(
    'SELECT name, checked_in_at FROM attendees WHERE order_id = $1 ORDER BY id FOR UPDATE',
    [orderId],
  );
  return rows.flatMap((r) => (r.checked_in_at ? [{ name: r.name, at: r.checked_in_at }] : []));
}

const ATTENDEE_VIEW = `a.id, a.name, a.mobile, a.company, a.position, a.email, a.id_number, a.fields, a.active, a.ticket_code, a.short_code, a.issued_at, a.revoked_at,
  t.name AS ticket_name, t.price AS ticket_price, a.checked_in_at`;

/** An order's attendees as its owner sees them: form pictures with fresh addresses. */
export async function attendeesOf(q: Queryable, orderId: number) {
  const rows = await q.query<Row & { fields: Record<string, unknown> | null }>(
    `SELECT ${ATTENDEE_VIEW} FROM attendees a JOIN ticket_types t ON t.id = a.ticket_type_id WHERE a.order_id = $1 ORDER BY a.id`,
    [orderId],
  );
  return Promise.all(rows.map(async (a): Promise<Row> => ({ ...a, fields: await viewableAnswers(q, a.fields) })));
}

/** What tickets do besides the common order steps. */
export const meetingOrders: OrderKindHooks = {
  // Only an unpaid order is paid (a closed one is not revived: its late payment goes back), so its
  // attendees still hold their places; they get their signed e-tickets.
  async onPaid(q, order) {
    await issueTickets(q, order);
  },
  paidMessage(order) {
    const paid = order.pay_amount > 0 ? `已支付 ¥${fenToYuan(order.pay_amount)}，` : '';
    return {
      title: '会议报名成功',
      content: `您已成功报名「${order.title}」（订单 ${order.order_sn}），${paid}请于会议当天携带电子票（我的 → 会议订单 → 电子票）签到入场。`,
    };
  },
  async onClosed(q, order) {
    await q.query('UPDATE attendees SET active = false, updated_at = now() WHERE order_id = $1', [order.id]);
  },
  // The e-tickets are revoked: scanners list them, and the person may sign up again.
  async onRefunded(q, order) {
    await q.query('UPDATE attendees SET active = false, revoked_at = now(), updated_at = now() WHERE order_id = $1', [order.id]);
  },
  async refundBlocker(q, order) {
    return (await admittedOf(q, order.id)).length ? '参会人已签到入场，无法退款' : null;
  },
  // Revoked under the same row locks the check-in takes: a scan waiting on them then finds the ticket void.
  async onRefundApproved(q, order) {
    await q.query('UPDATE attendees SET revoked_at = now(), updated_at = now() WHERE order_id = $1 AND revoked_at IS NULL', [order.id]);
  },
  admitted: (q, order) => admittedOf(q, order.id),
  async describe(q, order) {
    const [ticket] = await q.query<{ id: number; name: string; price: number }>(
      'SELECT t.id, t.name, t.price FROM attendees a JOIN ticket_types t ON t.id = a.ticket_type_id WHERE a.order_id = $1 LIMIT 1',
      [order.id],
    );
    const people = await attendeesOf(q, order.id);
    // A code is shown only while it admits someone: paid, and not revoked (an approved refund revokes it).
    const showCodes = order.status === 'paid' || order.status === 'refunding';
    return {
      ticket: ticket ?? null,
      quantity: people.length,
      attendees: people.map((p) => {
        const shown = showCodes && !p.revoked_at;
        return { ...p, ticket_code: shown ? p.ticket_code : null, short_code: shown ? p.short_code : null };
      }),
    };
  },
  async summarize(q, ids) {
    const rows = await q.query<{ order_id: number; ticket_name: string; quantity: number; names: string[] }>(
      `SELECT a.order_id, min(t.name) AS ticket_name, count(*)::int AS quantity, array_agg(a.name ORDER BY a.id) AS names
         FROM attendees a JOIN ticket_types t ON t.id = a.ticket_type_id WHERE a.order_id = ANY($1::int[]) GROUP BY a.order_id`,
      [ids],
    );
    return new Map(rows.map((r) => [r.order_id, { ticket_name: r.ticket_name, quantity: r.quantity, attendee_names: r.names }]));
  },
};

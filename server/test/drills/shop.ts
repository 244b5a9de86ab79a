import { randomUUID, randomInt } from 'node:crypto';
import type { Db } from '../../src/db';
import { issueToken } from '../../src/features/account/auth/sessions';
import { createTicketType } from '../../src/features/meeting/tickets/ticketTypes';
import { alipayNotice } from '../helpers/orders';
import { post, postForm, type Answer } from './processes';

/** A meeting a month away with one ticket type of `seats` seats; answers both ids. */
export async function openSale(db: Db, seats: number): Promise<{ meetingId: number; ticketId: number }> {
  const [m] = await db.query<{ id: number }>(
    "INSERT INTO meetings (title, start_at, end_at) VALUES ('演练会议', now() + interval '30 days', now() + interval '31 days') RETURNING id",
  );
  const ticketId = await db.tx((q) => createTicketType(q, m.id, { name: '标准票', price: 9900, stock: seats, limit: 1 }));
  return { meetingId: m.id, ticketId };
}

export async function buyers(db: Db, n: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const [u] = await db.query<{ id: number }>("INSERT INTO users (username, mobile, password_hash) VALUES ($1, $2, 'x') RETURNING id", [
      `drill${randomUUID().slice(0, 8)}`,
      `16${String(randomInt(0, 1e9)).padStart(9, '0')}`,
    ]);
    tokens.push(await issueToken(db, u.id));
  }
  return tokens;
}

export interface Checkout {
  orderSn?: string;
  /** The client saw the order paid: the notification was answered "success". */
  confirmed: boolean;
  submit: Answer;
}

/**
 * One buyer's checkout as a phone and Alipay do it: submit (with an Idempotency-Key, resent once on a
 * broken connection, as the app's helper does), then Alipay's notification for the amount.
 */
export async function checkout(
  db: Db,
  bases: () => string[],
  token: string,
  sale: { meetingId: number; ticketId: number },
  i: number,
): Promise<Checkout> {
  const key = randomUUID();
  const body = {
    meeting_id: sale.meetingId,
    ticket_id: sale.ticketId,
    applyers: [{ name: `购票人${i}`, mobile: `15${String(randomInt(0, 1e9)).padStart(9, '0')}` }],
  };
  let submit: Answer = { status: 0 };
  for (let attempt = 0; attempt < 4 && (submit.status === 0 || submit.status >= 500); attempt += 1) {
    const list = bases();
    submit = await post(list[(i + attempt) % list.length], '/api/ms.meeting/submit_ticket_order', body, { token, 'idempotency-key': key });
    if (submit.status === 0) await new Promise((r) => setTimeout(r, 300));
  }
  if (submit.code !== 1) return { confirmed: false, submit };
  const orderSn = submit.data.order_sn as string;
  // The payment row the cashier would create, then Alipay's word that the money is there.
  let pay: Answer = { status: 0 };
  for (let attempt = 0; attempt < 4 && pay.code !== 1; attempt += 1) {
    const list = bases();
    pay = await post(
      list[(i + attempt + 1) % list.length],
      '/api/ms.order/pay_order',
      { order_sn: orderSn, pay_type: 'alipay' },
      { token, 'idempotency-key': `${key}-pay` },
    );
    if (pay.code !== 1) await new Promise((r) => setTimeout(r, 300));
  }
  if (pay.code !== 1 || i % 5 === 0) return { orderSn, confirmed: false, submit };
  const notice = await alipayNotice(db, { outTradeNo: orderSn, amountFen: submit.data.pay_amount });
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const list = bases();
    const res = await postForm(list[(i + attempt) % list.length], '/api/ms.order/alipay_notify', notice);
    if (res.body === 'success') return { orderSn, confirmed: true, submit };
    await new Promise((r) => setTimeout(r, 300));
  }
  return { orderSn, confirmed: false, submit };
}

/** What the stock of the ticket says against the orders and attendees. */
export async function seatBooks(db: Db, ticketId: number) {
  const [row] = await db.query<{
    capacity: number;
    held: number;
    sold: number;
    holds_held: number;
    holds_sold: number;
    paid_people: number;
    unpaid_people: number;
  }>(
    `SELECT s.capacity, s.held, s.sold,
            (SELECT coalesce(sum(h.qty), 0)::int FROM stock_holds h WHERE h.item_id = s.id AND h.state = 'held') AS holds_held,
            (SELECT coalesce(sum(h.qty), 0)::int FROM stock_holds h WHERE h.item_id = s.id AND h.state = 'sold') AS holds_sold,
            (SELECT count(*)::int FROM attendees a JOIN orders o ON o.id = a.order_id WHERE a.ticket_type_id = t.id AND o.status = 'paid') AS paid_people,
            (SELECT count(*)::int FROM attendees a JOIN orders o ON o.id = a.order_id WHERE a.ticket_type_id = t.id AND o.status = 'unpaid') AS unpaid_people
       FROM ticket_types t JOIN stock_items s ON s.id = t.stock_item_id WHERE t.id = $1`,
    [ticketId],
  );
  return row;
}

import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db';
import { issueToken } from '../../src/features/account/auth/sessions';
import { sandboxKeys, SANDBOX_APP_ID } from '../../src/features/orders/payments/alipay/sandboxKeys';
import { rsa2Sign, signingString } from '../../src/features/orders/payments/alipay/sandbox/signing';
import { fenToYuan } from '../../src/features/orders/model';
import { createTicketType, type TicketInput } from '../../src/features/meeting/tickets/ticketTypes';
import { insertMeeting } from './meetingRows';

/** A fresh user with a token (distinct mobiles per call). */
export async function newUser(db: Db): Promise<{ id: number; token: string; mobile: string }> {
  const mobile = `17${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  const [u] = await db.query<{ id: number }>("INSERT INTO users (username, mobile, password_hash) VALUES ($1, $2, 'x') RETURNING id", [
    `t${randomBytes(5).toString('hex')}`,
    mobile,
  ]);
  return { id: u.id, token: await issueToken(db, u.id), mobile };
}

/** A meeting a month away with one ticket type; answers both ids. */
export async function meetingWithTicket(db: Db, ticket: Partial<TicketInput> = {}, meeting: Parameters<typeof insertMeeting>[1] = {}) {
  const meetingId = await insertMeeting(db, meeting);
  const ticketId = await db.tx((q) => createTicketType(q, meetingId, { name: '标准票', price: 50000, stock: 50, limit: 5, ...ticket }));
  return { meetingId, ticketId };
}

let seq = 0;
/** Attendees with distinct mobiles. */
export const people = (n: number, extra: Record<string, unknown> = {}) =>
  Array.from({ length: n }, () => ({ name: `参会人${(seq += 1)}`, mobile: `13${String(randomInt(0, 1e9)).padStart(9, '0')}`, ...extra }));

export async function call(app: FastifyInstance, url: string, payload: object, token?: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url, payload, headers: { ...(token ? { token } : {}), ...headers } });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

export const submitOrder = (app: FastifyInstance, token: string, body: object, key?: string) =>
  call(app, '/api/ms.meeting/submit_ticket_order', body, token, key ? { 'idempotency-key': key } : {});

/** An async notification as Alipay (here: the sandbox's keys) would send it; `change` tampers with it. */
export async function alipayNotice(
  db: Db,
  o: { outTradeNo: string; amountFen: number; appId?: string; tradeNo?: string; sellerId?: string },
) {
  const keys = await sandboxKeys(db);
  const params: Record<string, string> = {
    notify_time: '2026-11-23 10:00:00',
    notify_type: 'trade_status_sync',
    notify_id: randomBytes(8).toString('hex'),
    app_id: o.appId ?? SANDBOX_APP_ID,
    charset: 'utf-8',
    version: '1.0',
    trade_no: o.tradeNo ?? `2026${randomInt(0, 1e9)}`,
    out_trade_no: o.outTradeNo,
    trade_status: 'TRADE_SUCCESS',
    total_amount: fenToYuan(o.amountFen),
    subject: '测试订单 100%满意',
    ...(o.sellerId ? { seller_id: o.sellerId } : {}),
  };
  return { ...params, sign_type: 'RSA2', sign: rsa2Sign(signingString(params, []), keys.alipayPrivateKey) };
}

export async function postNotice(app: FastifyInstance, params: Record<string, string>): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ms.order/alipay_notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(params).toString(),
  });
  return res.body;
}

export async function stockOfTicket(db: Db, ticketId: number) {
  const [row] = await db.query<{ capacity: number; held: number; sold: number }>(
    'SELECT s.capacity, s.held, s.sold FROM ticket_types t JOIN stock_items s ON s.id = t.stock_item_id WHERE t.id = $1',
    [ticketId],
  );
  return row;
}

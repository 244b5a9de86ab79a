import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db';
import type { TestApp } from './testApp';
import { call, meetingWithTicket, newUser, people, submitOrder } from './orders';
import { uploadPicture } from './uploads';
import { adminCommands } from '../../src/features/admin/commands';
import { orderCommands } from '../../src/features/orders/commands';

/** Runs an admin CLI command of the console slice. */
export const adminCli = (db: Db, name: string, args: Record<string, string>) => adminCommands.find((c) => c.name === name)!.run(db, args);

/** A fresh user with the role at the meeting (given through the CLI, as an organiser would). */
export async function staffOf(db: Db, meetingId: number, role: string) {
  const u = await newUser(db);
  await adminCli(db, 'grant-staff', { mobile: u.mobile, meeting: String(meetingId), role });
  return u;
}

/** An admin API call with a token (or none); answers the HTTP status and the envelope. */
export async function adminApi(
  app: FastifyInstance,
  method: string,
  url: string,
  token?: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers: { ...(token ? { token } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

/** A meeting a month away with a 100-yuan ticket that can be refunded for a day. */
export const refundableMeeting = (db: Db) =>
  meetingWithTicket(db, { price: 10000, limit: 5, stock: 100, refund_deadline: new Date(Date.now() + 86_400_000).toISOString() });

/** A buyer's unpaid order of the ticket with a transfer voucher waiting for review. */
export async function orderWithVoucher(t: TestApp, meetingId: number, ticketId: number) {
  const u = await newUser(t.db);
  const order = await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: people(1) });
  const sn: string = order.data.order_sn;
  const image = await uploadPicture(t.app, u.token, 'voucher');
  const sent = await call(t.app, '/api/wyms/meeting/meeting_apply/submit_pay_voucher', { order_sn: sn, image }, u.token);
  if (sent.code !== 1) throw new Error(sent.msg);
  return { u, sn };
}

/** A transfer-paid order (approved through the CLI) whose buyer asked for a refund. */
export async function refundingOrder(t: TestApp, meetingId: number, ticketId: number) {
  const { u, sn } = await orderWithVoucher(t, meetingId, ticketId);
  await orderCommands.find((c) => c.name === 'approve-voucher')!.run(t.db, { order: sn });
  const asked = await call(t.app, '/api/ms.order/apply_refund', { order_sn: sn, reason: '行程冲突' }, u.token);
  if (asked.code !== 1) throw new Error(asked.msg);
  return { u, sn };
}

/** What the console could change: orders, vouchers, refunds, staff, attendees, exports, messages and the audit log itself. */
export async function everything(db: Db) {
  const [row] = await db.query(
    `SELECT (SELECT json_agg(json_build_object('sn', order_sn, 's', status, 'e', expires_at) ORDER BY id) FROM orders) AS orders,
            (SELECT json_agg(status ORDER BY id) FROM pay_vouchers) AS vouchers,
            (SELECT json_agg(status ORDER BY id) FROM refunds) AS refunds,
            (SELECT json_agg(json_build_object('m', meeting_id, 'u', user_id, 'r', role) ORDER BY meeting_id, user_id) FROM meeting_staff) AS staff,
            (SELECT count(*)::int FROM audit_log) AS audit_rows,
            (SELECT json_agg(json_build_object('n', name, 'm', mobile, 'c', ticket_code) ORDER BY id) FROM attendees) AS attendees,
            (SELECT count(*)::int FROM admin_exports) AS exports,
            (SELECT count(*)::int FROM messages) AS messages`,
  );
  return row;
}

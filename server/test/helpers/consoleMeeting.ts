import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from './testApp';
import { call, meetingWithTicket, newUser, people, submitOrder } from './orders';
import { orderWithVoucher, staffOf } from './admin';
import { orderCommands } from '../../src/features/orders/commands';
import { createTicketType } from '../../src/features/meeting/tickets/ticketTypes';

/**
 * A meeting running now (the door is open) with a 100-yuan ticket and a free one, an apply-form field
 * 医院, its owner and a verifier at the door.
 */
export async function runningMeeting(t: TestApp) {
  const now = Date.now();
  const { meetingId, ticketId } = await meetingWithTicket(
    t.db,
    {
      price: 10000,
      limit: 5,
      stock: 100,
      sale_end: new Date(now + 86_400_000).toISOString(),
      refund_deadline: new Date(now + 86_400_000).toISOString(),
    },
    { start: new Date(now - 3600_000).toISOString(), end: new Date(now + 86_400_000).toISOString() },
  );
  const freeId = await t.db.tx((q) =>
    createTicketType(q, meetingId, { name: '免费票', price: 0, stock: 50, limit: 5, sale_end: new Date(now + 86_400_000).toISOString() }),
  );
  await t.db.query("INSERT INTO meeting_custom_fields (meeting_id, name, label, type) VALUES ($1, 'hospital', '医院', 'text')", [
    meetingId,
  ]);
  const owner = await staffOf(t.db, meetingId, 'owner');
  const verifier = await staffOf(t.db, meetingId, 'verifier');
  await t.db.query("UPDATE users SET nickname = '王核销' WHERE id = $1", [verifier.id]);
  return { meetingId, ticketId, freeId, owner, verifier };
}

/** A paid order of the 100-yuan ticket (a transfer approved through the CLI). */
export async function paidOrder(t: TestApp, meetingId: number, ticketId: number) {
  const { u, sn } = await orderWithVoucher(t, meetingId, ticketId);
  await orderCommands.find((c) => c.name === 'approve-voucher')!.run(t.db, { order: sn });
  return { u, sn };
}

/** A free order of these people (paid at once, e-tickets issued); answers its number and the codes. */
export async function freeOrder(t: TestApp, meetingId: number, freeId: number, applyers: object[] = people(1)) {
  const u = await newUser(t.db);
  const res = await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: freeId, applyers });
  if (res.code !== 1) throw new Error(res.msg);
  const codes = await t.db.query<{ id: number; ticket_code: string }>(
    'SELECT a.id, a.ticket_code FROM attendees a JOIN orders o ON o.id = a.order_id WHERE o.order_sn = $1 ORDER BY a.id',
    [res.data.order_sn],
  );
  return { u, sn: res.data.order_sn as string, attendees: codes };
}

/** A scan at the door by the verifier. */
export const scan = (app: FastifyInstance, token: string, meetingId: number, code: string, scanId = randomUUID()) =>
  call(app, '/api/wyms/meeting/verifying/verifying', { meeting_id: meetingId, code, scan_id: scanId, device: 'iPad 入口1' }, token);

/** What /verify counts for the meeting. */
export async function doorCounts(app: FastifyInstance, token: string, meetingId: number) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/wyms/meeting/verifying/verifying_user_list?meeting_id=${meetingId}`,
    headers: { token },
  });
  return res.json().data.counts as { verified: number; total: number; pending: number };
}

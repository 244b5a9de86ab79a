import type { FastifyInstance } from 'fastify';
import type { Feature } from '../types';
import { addPersonStat } from '../account';
import { applyFirstCalls } from './firstCalls';
import { applyRoutes } from './routes/apply';
import { ticketRoutes } from './routes/tickets';
import { seedSignups } from './seed';
import { meetingOrders } from './attendees';

export { verifyTicket, readTicket, publicKeyFromRaw, TICKET_PREFIX, type TicketClaims } from './eticket/codec';
export { meetingKey } from './eticket/keys';
export { normalizeShortCode, shortCodeHash } from './eticket/shortCode';
export { reissueTicket } from './attendees';
export { checkStandard, customFieldsOf } from './applyForm';

const countOrders = (kind: string) => async (q: import('../../db').Queryable, userId: number) => {
  const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND kind = $2', [userId, kind]);
  return row.n;
};
addPersonStat('order_count', countOrders('meeting'));
addPersonStat('hotel_order_count', countOrders('hotel'));

function routes(app: FastifyInstance): void {
  applyRoutes(app);
  ticketRoutes(app);
}

/** Signing up for a meeting: tickets and the apply form, attendees, ticket orders, signed e-tickets. */
export const signup: Feature = {
  name: 'signup',
  tag: { name: '会议报名', description: '票种与报名表单、参会人、报名下单、电子票（Ed25519 签名）与行程' },
  routes,
  demo: [{ key: 'signup', run: seedSignups }],
  firstCalls: applyFirstCalls,
  // What ticket orders do when paid, closed and refunded.
  orderKinds: [{ kind: 'meeting', hooks: meetingOrders }],
};

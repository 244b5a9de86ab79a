import type { Queryable } from '../../db';
import { one } from '../../db';
import { BizError } from '../../lib/errors';
import type { OrderRow, OrderStatus } from './model';

/** Which status may follow which; anything else is a bug, refused before it touches a row. */
const NEXT: Record<OrderStatus, OrderStatus[]> = {
  unpaid: ['paid', 'cancelled', 'expired'],
  paid: ['refunding'],
  refunding: ['paid', 'refunded'],
  // A payment that arrives after the order closed is given back (refunding).
  cancelled: ['refunding'],
  expired: ['refunding'],
  refunded: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus) => NEXT[from].includes(to);

/** Who changed an order: 'user:12', 'system', 'admin', 'alipay'. */
export type Actor = string;

/** Locks the order row until the transaction ends; every change of an order starts here. */
export const lockOrder = (q: Queryable, orderSn: string, userId?: number) => loadOrder(q, orderSn, userId, true);

/** Reads an order (the caller's own when userId is given) without locking it. */
export const findOrder = (q: Queryable, orderSn: string, userId?: number) => loadOrder(q, orderSn, userId, false);

async function loadOrder(q: Queryable, orderSn: string, userId: number | undefined, lock: boolean): Promise<OrderRow> {
  const order = await one<OrderRow>(
    q,
    `SELECT * FROM orders WHERE order_sn = $1 ${userId === undefined ? '' : 'AND user_id = $2'} ${lock ? 'FOR UPDATE' : ''}`,
    userId === undefined ? [orderSn] : [orderSn, userId],
  );
  // Another user's order and a missing one look the same, so order numbers cannot be probed.
  if (!order) throw new BizError('订单不存在');
  return order;
}

/**
 * Moves a locked order to `to` with a conditional update (it must still be in the status it was read
 * in) and writes the order log row. `set` adds columns to change in the same statement.
 */
export async function transition(
  q: Queryable,
  order: OrderRow,
  to: OrderStatus,
  actor: Actor,
  note = '',
  set: Record<string, unknown> = {},
): Promise<OrderRow> {
  if (!canMove(order.status, to)) throw new Error(`order ${order.order_sn}: ${order.status} -> ${to} is not a transition`);
  const cols = Object.keys(set);
  const assignments = cols.map((c, i) => `${c} = $${i + 4}`).join(', ');
  const [row] = await q.query<OrderRow>(
    `UPDATE orders SET status = $2, updated_at = now()${assignments ? `, ${assignments}` : ''} WHERE id = $1 AND status = $3 RETURNING *`,
    [order.id, to, order.status, ...cols.map((c) => set[c])],
  );
  if (!row) throw new Error(`order ${order.order_sn} changed under a lock (${order.status} -> ${to})`);
  await q.query('INSERT INTO order_logs (order_id, from_status, to_status, actor, note) VALUES ($1, $2, $3, $4, $5)', [
    order.id,
    order.status,
    to,
    actor,
    note,
  ]);
  return row;
}

import type { Queryable } from '../../db';
import { audit, type AuditActor } from '../../core';
import { BizError } from '../../lib/errors';
import { tellBuyer } from './tellBuyer';
import { closeUnpaid } from './lifecycle';
import { lockOrder, type Actor } from './machine';
import { approveRefund, markRefundPaid, rejectRefund } from './refunds';
import { approveVoucher, rejectVoucher } from './payments/vouchers';
import type { OrderRow } from './model';

interface Context {
  reason: string;
  /** How the order log names who did it. */
  actor: Actor;
  expireSeconds: number;
}

/** An organiser cancels an unpaid order; stock and coupon come back and the buyer is told why. */
async function cancelByOrganiser(q: Queryable, order: OrderRow, c: Context): Promise<OrderRow> {
  const pending = await q.query("SELECT 1 FROM pay_vouchers WHERE order_id = $1 AND status = 'pending'", [order.id]);
  if (pending.length) throw new BizError('该订单的转账凭证待审核，请先审核凭证');
  const closed = await closeUnpaid(q, order, 'cancelled', c.actor, `主办方取消：${c.reason}`);
  await tellBuyer(q, order, {
    title: '订单已取消',
    content: `您的订单「${order.title}」（${order.order_sn}）已被主办方取消，原因：${c.reason}。`,
  });
  return closed;
}

/** The money actions an organiser takes on an order, each the one function that does it. */
const ACTIONS = {
  'voucher.approve': (q: Queryable, o: OrderRow, c: Context) => approveVoucher(q, o.order_sn, c.actor),
  'voucher.reject': (q: Queryable, o: OrderRow, c: Context) => rejectVoucher(q, o.order_sn, c.reason, c.expireSeconds, c.actor),
  'refund.approve': (q: Queryable, o: OrderRow, c: Context) => approveRefund(q, o.order_sn, c.actor),
  'refund.reject': (q: Queryable, o: OrderRow, c: Context) => rejectRefund(q, o.order_sn, c.reason, c.actor),
  'refund.markPaid': (q: Queryable, o: OrderRow, c: Context) => markRefundPaid(q, o.order_sn, c.actor),
  'order.cancel': cancelByOrganiser,
};

export type MoneyAction = keyof typeof ACTIONS;
export const MONEY_ACTIONS = Object.keys(ACTIONS) as MoneyAction[];

/** Turning someone down or taking their order away is explained to them. */
const NEEDS_REASON: MoneyAction[] = ['voucher.reject', 'refund.reject', 'order.cancel'];

/** What the audit keeps of an order: its status, and its latest voucher and refund. */
async function snapshot(q: Queryable, orderId: number) {
  const [row] = await q.query(
    `SELECT o.status, o.pay_type,
            (SELECT v.status FROM pay_vouchers v WHERE v.order_id = o.id ORDER BY v.id DESC LIMIT 1) AS voucher,
            (SELECT jsonb_build_object('status', f.status, 'amount', f.amount, 'out_request_no', f.out_request_no)
               FROM refunds f WHERE f.order_id = o.id ORDER BY f.id DESC LIMIT 1) AS refund
       FROM orders o WHERE o.id = $1`,
    [orderId],
  );
  return row;
}

/** The order log's word for who did it: the console's user by id; the CLI stays 'admin', as the log has always said. */
const orderActor = (who: AuditActor): Actor => (typeof who === 'object' ? `staff:${who.userId}` : who === 'cli' ? 'admin' : who);

/**
 * Takes a money action on an order in the caller's transaction, with its audit row: the order locked
 * first (as every change of an order), its state before, the action, its state after. An action that
 * fails throws and rolls everything back, its audit row with it. A second action that waited on the
 * lock finds the first one's result and is refused by the action itself.
 */
export async function takeMoneyAction<A extends MoneyAction>(
  q: Queryable,
  action: A,
  orderSn: string,
  who: AuditActor,
  opts: { reason?: string; expireSeconds: number },
): Promise<Awaited<ReturnType<(typeof ACTIONS)[A]>>> {
  const reason = (opts.reason ?? '').trim();
  if (NEEDS_REASON.includes(action) && !reason) throw new BizError('请填写原因');
  const order = await lockOrder(q, orderSn);
  const before = await snapshot(q, order.id);
  const run = ACTIONS[action] as (q: Queryable, o: OrderRow, c: Context) => Promise<Awaited<ReturnType<(typeof ACTIONS)[A]>>>;
  const result = await run(q, order, { reason, actor: orderActor(who), expireSeconds: opts.expireSeconds });
  const after = await snapshot(q, order.id);
  // Recording a refund already recorded changes nothing, and leaves no row.
  if (JSON.stringify(after) !== JSON.stringify(before)) {
    await audit(q, { actor: who, meetingId: order.meeting_id, action, target: `order:${order.order_sn}`, before, after, reason });
  }
  return result;
}

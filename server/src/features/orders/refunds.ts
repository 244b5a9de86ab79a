import type { Db, Queryable } from '../../db';
import { one } from '../../db';
import type { ServerConfig } from '../../config';
import { BizError } from '../../http/envelope';
import { release } from '../../core';
import { sendMessage } from '../account';
import { hooksOf } from './kinds';
import { lockOrder, transition, type Actor } from './machine';
import { fenToYuan, stockOwner, type OrderRow } from './model';
import { alipayFor } from './payments/alipay/client';

export interface RefundRow {
  id: number;
  order_id: number;
  amount: number;
  reason: string;
  status: 'requested' | 'approved' | 'withdrawn' | 'rejected' | 'succeeded';
  reject_reason: string;
  requested_by: string;
  out_request_no: string;
  /** The payment this refund gives back, when it is not the order's own (refundLatePayment). */
  payment_id: number | null;
  created_at: Date;
  closed_at: Date | null;
}

/** Why this paid order cannot be refunded now, or null. */
export async function refundBlocker(q: Queryable, order: OrderRow): Promise<string | null> {
  if (order.status !== 'paid') return order.status === 'refunding' ? '退款申请处理中' : '只有已支付的订单可以申请退款';
  if (order.pay_amount === 0) return '免费订单无需退款，如不参加请联系主办方';
  if (order.refund_deadline && order.refund_deadline.getTime() <= Date.now()) return '已过退款截止时间，无法退款';
  for (const h of hooksOf(order.kind)) {
    const why = await h.refundBlocker?.(q, order);
    if (why) return why;
  }
  return null;
}

async function openRefund(q: Queryable, order: OrderRow, status: 'requested' | 'approved', reason: string, by: string, paymentId: number | null = null): Promise<RefundRow> {
  const [{ n }] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM refunds WHERE order_id = $1', [order.id]);
  const [row] = await q.query<RefundRow>(
    'INSERT INTO refunds (order_id, amount, reason, status, requested_by, out_request_no, payment_id) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *',
    [order.id, order.pay_amount, reason, status, by, `${order.order_sn}R${n + 1}`, paymentId],
  );
  return row;
}

/** The user asks for their money back; the order waits in 'refunding' for an organiser. */
export async function requestRefund(q: Queryable, orderSn: string, userId: number, reason: string): Promise<OrderRow> {
  const order = await lockOrder(q, orderSn, userId);
  const why = await refundBlocker(q, order);
  if (why) throw new BizError(why);
  await openRefund(q, order, 'requested', reason, 'user');
  return transition(q, order, 'refunding', `user:${userId}`, `申请退款：${reason}`);
}

/** The user withdraws a request no organiser has acted on yet. */
export async function withdrawRefund(q: Queryable, orderSn: string, userId: number): Promise<OrderRow> {
  const order = await lockOrder(q, orderSn, userId);
  if (order.status !== 'refunding') throw new BizError('该订单没有进行中的退款申请');
  const rows = await q.query("UPDATE refunds SET status = 'withdrawn', closed_at = now() WHERE order_id = $1 AND status = 'requested' RETURNING id", [order.id]);
  if (!rows.length) throw new BizError('退款已受理，正在原路退回，无法撤销');
  return transition(q, order, 'paid', `user:${userId}`, '撤销退款申请');
}

/** An organiser turns a request down; the order is paid again and the user is told why. */
export async function rejectRefund(q: Queryable, orderSn: string, reason: string, actor: Actor = 'admin'): Promise<OrderRow> {
  const order = await lockOrder(q, orderSn);
  const rows = await q.query("UPDATE refunds SET status = 'rejected', reject_reason = $2, closed_at = now() WHERE order_id = $1 AND status = 'requested' RETURNING id", [
    order.id,
    reason,
  ]);
  if (!rows.length) throw new BizError('该订单没有待审核的退款申请');
  const paid = await transition(q, order, 'paid', actor, `退款申请被拒绝：${reason}`);
  await sendMessage(q, order.user_id, { title: '退款申请未通过', kind: 'order', content: `您的订单「${order.title}」（${order.order_sn}）的退款申请未通过，原因：${reason}。` });
  return paid;
}

/** An organiser agrees; the money goes back through the provider (refundApproved, now or by the job). */
export async function approveRefund(q: Queryable, orderSn: string): Promise<RefundRow> {
  const order = await lockOrder(q, orderSn);
  const [row] = await q.query<RefundRow>("UPDATE refunds SET status = 'approved' WHERE order_id = $1 AND status = 'requested' RETURNING *", [order.id]);
  if (!row) throw new BizError('该订单没有待审核的退款申请');
  return row;
}

/**
 * An Alipay payment the order does not keep: the order had closed, was paid another way, or has a
 * transfer under review. The money goes straight back, no one needs to approve it. A closed order moves
 * to refunding (and on to refunded); a live one stays as it is, the refund is in its log.
 */
export async function refundLatePayment(q: Queryable, order: OrderRow, actor: Actor, why: string, paymentId: number): Promise<RefundRow> {
  const refund = await openRefund(q, order, 'approved', `${why}，支付宝付款自动原路退回`, 'system', paymentId);
  if (order.status === 'cancelled' || order.status === 'expired') {
    await transition(q, order, 'refunding', actor, refund.reason, { paid_at: new Date(), pay_type: 'alipay' });
  } else {
    await q.query('INSERT INTO order_logs (order_id, from_status, to_status, actor, note) VALUES ($1, $2, $2, $3, $4)', [order.id, order.status, actor, refund.reason]);
  }
  return refund;
}

/**
 * Pays an approved refund back and finishes the order: Alipay with the refund's own request number
 * (so a retry after a crash refunds once), a transfer or a free order by the organiser's hand. Then,
 * in one transaction, the refund succeeds, the order is refunded and its stock comes back. Safe to run
 * twice, on two instances: the second finds the refund no longer approved.
 */
export async function payBackRefund(db: Db, config: ServerConfig, refundId: number): Promise<boolean> {
  const r = await one<RefundRow & { order_sn: string; pay_type: string | null }>(
    db,
    "SELECT f.*, o.order_sn, o.pay_type FROM refunds f JOIN orders o ON o.id = f.order_id WHERE f.id = $1 AND f.status = 'approved'",
    [refundId],
  );
  if (!r) return false;
  const viaAlipay = r.payment_id !== null || r.pay_type === 'alipay';
  if (viaAlipay && r.amount > 0) {
    const alipay = await alipayFor(db, config);
    await alipay.refund(r.order_sn, r.amount, r.out_request_no, r.reason);
  }
  return db.tx((q) => completeRefund(q, r.order_sn, refundId, viaAlipay ? '已原路退回支付宝' : '已由主办方线下退款'));
}

/**
 * The money is back with the user: the refund succeeds, the order is refunded and its stock comes back,
 * in the caller's transaction. False when someone else finished it first.
 */
export async function completeRefund(q: Queryable, orderSn: string, refundId: number, note: string): Promise<boolean> {
  const order = await lockOrder(q, orderSn);
  const [done] = await q.query<{ amount: number; payment_id: number | null }>(
    "UPDATE refunds SET status = 'succeeded', closed_at = now() WHERE id = $1 AND order_id = $2 AND status = 'approved' RETURNING amount, payment_id",
    [refundId, order.id],
  );
  if (!done) return false;
  // A payment a live order did not keep went back; the order itself is not refunded.
  if (done.payment_id !== null && order.status !== 'refunding') {
    await sendMessage(q, order.user_id, {
      title: '支付宝付款已退回',
      kind: 'order',
      content: `您的订单「${order.title}」（${order.order_sn}）已通过其他方式支付或在审核转账，多付的支付宝付款 ¥${fenToYuan(done.amount)} 已原路退回。`,
    });
    return true;
  }
  if (order.status !== 'refunding') return false;
  await release(q, stockOwner(order.id));
  const refunded = await transition(q, order, 'refunded', 'system', note);
  for (const h of hooksOf(refunded.kind)) await h.onRefunded?.(q, refunded);
  await sendMessage(q, order.user_id, {
    title: '退款成功',
    kind: 'order',
    content: `您的订单「${order.title}」（${order.order_sn}）已退款 ¥${fenToYuan(done.amount)}${order.pay_type === 'alipay' ? '，款项将原路退回支付宝' : ''}。`,
  });
  return true;
}

/** The job: approved refunds not yet paid back (the provider was down, an instance crashed). */
export async function payBackApprovedRefunds(db: Db, config: ServerConfig): Promise<number> {
  const due = await db.query<{ id: number }>("SELECT id FROM refunds WHERE status = 'approved' ORDER BY id LIMIT 20");
  let n = 0;
  const failures: string[] = [];
  // One refund the provider keeps refusing must not hold up the others.
  for (const r of due) {
    try {
      if (await payBackRefund(db, config, r.id)) n += 1;
    } catch (error) {
      failures.push(`#${r.id}: ${(error as Error).message}`);
    }
  }
  if (failures.length) throw new Error(`退款未能退回：${failures.join('; ')}`);
  return n;
}

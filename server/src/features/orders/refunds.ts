import type { Db, Queryable } from '../../db';
import { one } from '../../db';
import type { ServerConfig } from '../../config';
import { BizError } from '../../lib/errors';
import { release } from '../../core';
import { tellBuyer } from './tellBuyer';
import { hooksOf } from './kinds';
import { findOrder, lockOrder, transition, type Actor } from './machine';
import { fenToYuan, STATUS_TEXT, stockOwner, type OrderRow } from './model';
import { alipayFor, beijingTime } from './payments/alipay/client';

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
  /** Completing it refunds the order: the order's own refund, or a late payment's on an order that had closed. */
  settles_order: boolean;
  created_at: Date;
  closed_at: Date | null;
}

/** Why this paid order cannot be refunded now, or null. */
export async function refundBlocker(q: Queryable, order: OrderRow): Promise<string | null> {
  if (order.status !== 'paid') return order.status === 'refunding' ? '退款申请处理中' : '只有已支付的订单可以申请退款';
  if (order.pay_amount === 0) return '免费订单无需退款，如不参加请联系主办方';
  if (order.refund_deadline && order.refund_deadline.getTime() <= Date.now()) return '已过退款截止时间，无法退款';
  return heldBy(q, order);
}

/** What the order's kind says stops its money going back (a check-in, an invoice not reversed), or null. */
async function heldBy(q: Queryable, order: OrderRow): Promise<string | null> {
  for (const h of hooksOf(order.kind)) {
    const why = await h.refundBlocker?.(q, order);
    if (why) return why;
  }
  return null;
}

/**
 * Approving and completing a refund ask again, with the order locked, what the request was checked for:
 * someone may have been checked in or invoiced since. The organiser is told who is in and since when;
 * the refusal rolls the caller's transaction back, so nothing changes.
 */
async function refuseIfHeld(q: Queryable, order: OrderRow, doing: string): Promise<void> {
  const why = await heldBy(q, order);
  if (!why) return;
  const people: { name: string; at: Date }[] = [];
  for (const h of hooksOf(order.kind)) people.push(...((await h.admitted?.(q, order)) ?? []));
  const who = people.map((p) => `${p.name}（${beijingTime(p.at).slice(0, 16)} 签到）`).join('、');
  throw new BizError(`订单 ${order.order_sn} 不能${doing}：${why}${who ? `。已签到：${who}` : ''}`);
}

async function openRefund(
  q: Queryable,
  order: OrderRow,
  status: 'requested' | 'approved',
  reason: string,
  by: string,
  settlesOrder: boolean,
  paymentId: number | null = null,
): Promise<RefundRow> {
  const [{ n }] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM refunds WHERE order_id = $1', [order.id]);
  const [row] = await q.query<RefundRow>(
    'INSERT INTO refunds (order_id, amount, reason, status, requested_by, out_request_no, payment_id, settles_order) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *',
    [order.id, order.pay_amount, reason, status, by, `${order.order_sn}R${n + 1}`, paymentId, settlesOrder],
  );
  return row;
}

/** The user asks for their money back; the order waits in 'refunding' for an organiser. */
export async function requestRefund(q: Queryable, orderSn: string, userId: number, reason: string): Promise<OrderRow> {
  const order = await lockOrder(q, orderSn, userId);
  const why = await refundBlocker(q, order);
  if (why) throw new BizError(why);
  const refund = await openRefund(q, order, 'requested', reason, 'user', true);
  const refunding = await transition(q, order, 'refunding', `user:${userId}`, `申请退款：${reason}`);
  await tellBuyer(q, order, {
    title: '退款申请已提交',
    content: `您的订单「${order.title}」（${order.order_sn}）已申请退款 ¥${fenToYuan(refund.amount)}，请等待主办方审核。`,
  });
  return refunding;
}

/** The user withdraws a request no organiser has acted on yet. */
export async function withdrawRefund(q: Queryable, orderSn: string, userId: number): Promise<OrderRow> {
  const order = await lockOrder(q, orderSn, userId);
  if (order.status !== 'refunding') throw new BizError('该订单没有进行中的退款申请');
  const rows = await q.query(
    "UPDATE refunds SET status = 'withdrawn', closed_at = now() WHERE order_id = $1 AND status = 'requested' RETURNING id",
    [order.id],
  );
  if (!rows.length) throw new BizError('退款已受理，正在原路退回，无法撤销');
  return transition(q, order, 'paid', `user:${userId}`, '撤销退款申请');
}

/** An organiser turns a request down; the order is paid again and the user is told why. */
export async function rejectRefund(q: Queryable, orderSn: string, reason: string, actor: Actor = 'admin'): Promise<OrderRow> {
  const order = await lockOrder(q, orderSn);
  const rows = await q.query(
    "UPDATE refunds SET status = 'rejected', reject_reason = $2, closed_at = now() WHERE order_id = $1 AND status = 'requested' RETURNING id",
    [order.id, reason],
  );
  if (!rows.length) throw new BizError('该订单没有待审核的退款申请');
  const paid = await transition(q, order, 'paid', actor, `退款申请被拒绝：${reason}`);
  await tellBuyer(q, order, {
    title: '退款申请未通过',
    content: `您的订单「${order.title}」（${order.order_sn}）的退款申请未通过，原因：${reason}。`,
  });
  return paid;
}

/**
 * An organiser agrees. Checked again under the order's lock; then the order's tickets stop admitting,
 * and the money goes back: through Alipay by the job (payBackApprovedRefunds), by a transfer the organiser
 * makes and then records (markRefundPaid).
 */
export async function approveRefund(q: Queryable, orderSn: string, actor: Actor = 'admin'): Promise<RefundRow> {
  const order = await lockOrder(q, orderSn);
  const [row] = await q.query<RefundRow>(
    "UPDATE refunds SET status = 'approved' WHERE order_id = $1 AND status = 'requested' RETURNING *",
    [order.id],
  );
  if (!row) throw new BizError('该订单没有待审核的退款申请');
  await refuseIfHeld(q, order, '同意退款');
  for (const h of hooksOf(order.kind)) await h.onRefundApproved?.(q, order);
  await q.query('INSERT INTO order_logs (order_id, from_status, to_status, actor, note) VALUES ($1, $2, $2, $3, $4)', [
    order.id,
    order.status,
    actor,
    `同意退款 ¥${fenToYuan(row.amount)}（${row.out_request_no}）`,
  ]);
  await tellBuyer(q, order, {
    title: '退款申请已通过',
    content: `您的订单「${order.title}」（${order.order_sn}）的退款申请已通过${row.amount > 0 ? `，¥${fenToYuan(row.amount)} ${byAlipay(order) ? '将原路退回支付宝' : '将由主办方转账退回'}` : ''}。`,
  });
  return row;
}

/**
 * An Alipay payment the order does not keep: the order had closed, was paid another way, or has a
 * transfer under review. The money goes straight back, no one needs to approve it. A closed order moves
 * to refunding (and on to refunded); a live one stays as it is, whatever refund of its own it has open,
 * and the refund is in its log.
 */
export async function refundLatePayment(q: Queryable, order: OrderRow, actor: Actor, why: string, paymentId: number): Promise<RefundRow> {
  const closed = order.status === 'cancelled' || order.status === 'expired';
  const refund = await openRefund(q, order, 'approved', `${why}，支付宝付款自动原路退回`, 'system', closed, paymentId);
  if (closed) {
    await transition(q, order, 'refunding', actor, refund.reason, { paid_at: new Date(), pay_type: 'alipay' });
  } else {
    await q.query('INSERT INTO order_logs (order_id, from_status, to_status, actor, note) VALUES ($1, $2, $2, $3, $4)', [
      order.id,
      order.status,
      actor,
      refund.reason,
    ]);
  }
  return refund;
}

const byAlipay = (o: Pick<OrderRow, 'pay_type' | 'pay_amount'>) => o.pay_type === 'alipay' && o.pay_amount > 0;

/**
 * Pays an approved Alipay refund back and finishes the order. With the order locked, the refund is
 * found still approved and nothing holds it (see refuseIfHeld), before any money moves; then Alipay
 * refunds with the refund's own request number (so a retry after a crash refunds once), and
 * completeRefund finishes it. Safe to run twice, on two instances: both ask Alipay with the same request
 * number, which refunds once, and one of them completes it. A transfer is not paid back here: the
 * organiser sends it and records it (markRefundPaid).
 */
export async function payBackRefund(db: Db, config: ServerConfig, refundId: number): Promise<boolean> {
  const due = await db.tx(async (q) => {
    const [ref] = await q.query<{ order_sn: string }>(
      'SELECT o.order_sn FROM refunds f JOIN orders o ON o.id = f.order_id WHERE f.id = $1',
      [refundId],
    );
    if (!ref) return undefined;
    const order = await lockOrder(q, ref.order_sn);
    const r = await one<RefundRow>(q, "SELECT * FROM refunds WHERE id = $1 AND status = 'approved'", [refundId]);
    if (!r) return undefined;
    // A payment the order did not keep (payment_id) goes back through Alipay whatever the order's pay
    // type, and nobody's check-in holds it; the order's own refund only when Alipay took its money.
    if (r.payment_id === null) {
      if (!byAlipay(order)) return undefined;
      await refuseIfHeld(q, order, '退款');
    }
    return { ...r, order_sn: order.order_sn };
  });
  if (!due) return false;
  if (due.amount > 0) {
    const alipay = await alipayFor(db, config);
    await alipay.refund(due.order_sn, due.amount, due.out_request_no, due.reason);
  }
  return db.tx((q) => completeRefund(q, due.order_sn, refundId, '已原路退回支付宝'));
}

/**
 * The money is back with the user: the refund succeeds, in the caller's transaction. A refund that
 * settles the order also refunds it and brings its stock back, after the same check as the approval; a
 * late payment a live order did not keep only went back, whatever the order is doing meanwhile (its own
 * refund may be open). False when someone else finished it first.
 */
export async function completeRefund(
  q: Queryable,
  orderSn: string,
  refundId: number,
  note: string,
  actor: Actor = 'system',
): Promise<boolean> {
  const order = await lockOrder(q, orderSn);
  const [refund] = await q.query<{ amount: number; settles_order: boolean }>(
    "SELECT amount, settles_order FROM refunds WHERE id = $1 AND order_id = $2 AND status = 'approved' FOR UPDATE",
    [refundId, order.id],
  );
  if (!refund) return false;
  if (refund.settles_order) {
    if (order.status !== 'refunding') return false;
    await refuseIfHeld(q, order, '完成退款');
  }
  await q.query("UPDATE refunds SET status = 'succeeded', closed_at = now() WHERE id = $1", [refundId]);
  if (!refund.settles_order) {
    await tellBuyer(q, order, {
      title: '支付宝付款已退回',
      content: `您的订单「${order.title}」（${order.order_sn}）已通过其他方式支付或在审核转账，多付的支付宝付款 ¥${fenToYuan(refund.amount)} 已原路退回。`,
    });
    return true;
  }
  await release(q, stockOwner(order.id));
  const refunded = await transition(q, order, 'refunded', actor, note);
  for (const h of hooksOf(refunded.kind)) await h.onRefunded?.(q, refunded);
  await tellBuyer(q, order, {
    title: '退款成功',
    content: `您的订单「${order.title}」（${order.order_sn}）已退款 ¥${fenToYuan(refund.amount)}${order.pay_type === 'alipay' ? '，款项将原路退回支付宝' : ''}。`,
  });
  return true;
}

/**
 * The organiser sent a transfer-paid order's money back and records it: its approved refund succeeds
 * and the order becomes 已退款 (checked again first, as the approval was). Recording it twice changes
 * nothing and says so; an Alipay order is paid back by the server, not recorded by hand.
 */
export async function markRefundPaid(
  q: Queryable,
  orderSn: string,
  actor: Actor = 'admin',
): Promise<{ order: OrderRow; refund: RefundRow; already: boolean }> {
  const order = await lockOrder(q, orderSn);
  // The order's own refund: a late Alipay payment's goes back through Alipay, never by hand.
  const [last] = await q.query<RefundRow>('SELECT * FROM refunds WHERE order_id = $1 AND payment_id IS NULL ORDER BY id DESC LIMIT 1', [
    order.id,
  ]);
  if (order.status === 'refunded' && last?.status === 'succeeded') return { order, refund: last, already: true };
  const nothingDue = new BizError(`订单 ${order.order_sn} 当前为${STATUS_TEXT[order.status]}，没有待退回的款项`);
  if (order.status !== 'refunding') throw nothingDue;
  if (byAlipay(order)) throw new BizError('支付宝支付的订单由服务端原路退回支付宝，无需登记');
  if (!last) throw nothingDue;
  if (last.status === 'requested') throw new BizError('该订单的退款申请尚未同意，请先执行 approve-refund');
  await completeRefund(q, orderSn, last.id, `主办方已线下退回 ¥${fenToYuan(last.amount)}（${last.out_request_no}）`, actor);
  return { order: await findOrder(q, orderSn), refund: last, already: false };
}

/** The job: approved Alipay refunds not yet paid back (just approved, the provider was down, an instance crashed). */
export async function payBackApprovedRefunds(db: Db, config: ServerConfig): Promise<number> {
  const due = await db.query<{ id: number }>(
    "SELECT f.id FROM refunds f JOIN orders o ON o.id = f.order_id WHERE f.status = 'approved' AND (o.pay_type = 'alipay' OR f.payment_id IS NOT NULL) ORDER BY f.id LIMIT 20",
  );
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

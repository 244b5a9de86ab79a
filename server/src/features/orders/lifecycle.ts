import type { Queryable } from '../../db';
import { BizError } from '../../lib/errors';
import { confirm, release, reserve, type SoldOutMessage, type StockLine } from '../../core';
import { discountOf, freeOrderCoupon, lockCouponForOrder, spendOrderCoupon, couponChoices } from '../account';
import { tellBuyer } from './tellBuyer';
import { hooksOf } from './kinds';
import { lockOrder, transition, type Actor } from './machine';
import { fenToYuan, stockOwner, type OrderKind, type OrderRow, type PayType } from './model';
import { newOrderSn } from './orderSn';

export interface NewOrder {
  kind: OrderKind;
  userId: number;
  meetingId: number;
  title: string;
  /** Fen, before any coupon. */
  total: number;
  stock: StockLine[];
  userCouponId?: number;
  refundDeadline: Date | null;
  expireSeconds: number;
  contactName?: string;
  contactMobile?: string;
  remark?: string;
  /** The refusal when the stock is short; a function gets what was left at that moment. */
  soldOutMessage?: SoldOutMessage;
}

/**
 * Creates an order in the caller's transaction: the order row, its coupon locked to it, the kind's rows
 * (attendees, nights: `writeRows`), then its stock held. Anything that fails rolls all of it back. The
 * stock comes last because its row stays locked until the commit and every buyer of the ticket type
 * needs it: the less work after it, the sooner the next buyer gets it. Then `settleFree` runs.
 */
export async function createOrder(q: Queryable, o: NewOrder, writeRows?: (order: OrderRow) => Promise<void>): Promise<OrderRow> {
  let discount = 0;
  if (o.userCouponId) {
    const choice = (await couponChoices(q, o.userId, o.meetingId, o.total)).find((c) => c.id === o.userCouponId);
    if (!choice) throw new BizError('优惠券已被使用或已失效，请重新选择');
    if (!choice.usable) throw new BizError(`优惠券不可用：${choice.reason}`);
    discount = discountOf(choice, o.total);
  }
  const [{ id }] = await q.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id");
  const orderSn = newOrderSn(o.kind);
  // The coupon first: of several orders racing for one coupon, the conditional update lets one through.
  if (o.userCouponId) await lockCouponForOrder(q, o.userCouponId, { id, order_sn: orderSn, user_id: o.userId });
  const [order] = await q.query<OrderRow>(
    `INSERT INTO orders (id, order_sn, kind, user_id, meeting_id, title, total_amount, discount_amount, pay_amount, user_coupon_id,
                         expires_at, refund_deadline, contact_name, contact_mobile, remark)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(secs => $11::int), $12, $13, $14, $15) RETURNING *`,
    [
      id,
      orderSn,
      o.kind,
      o.userId,
      o.meetingId,
      o.title,
      o.total,
      discount,
      o.total - discount,
      o.userCouponId ?? null,
      o.expireSeconds,
      o.refundDeadline,
      o.contactName ?? '',
      o.contactMobile ?? '',
      o.remark ?? '',
    ],
  );
  await q.query("INSERT INTO order_logs (order_id, to_status, actor, note) VALUES ($1, 'unpaid', $2, '下单')", [
    order.id,
    `user:${o.userId}`,
  ]);
  await writeRows?.(order);
  await reserve(q, stockOwner(order.id), o.stock, 'held', o.soldOutMessage);
  return order;
}

/** An order with nothing to pay (a free ticket, or a coupon covering all) is confirmed at once. */
export async function settleFree(q: Queryable, order: OrderRow): Promise<OrderRow> {
  if (order.pay_amount > 0) return order;
  return markPaid(q, order, 'free', `user:${order.user_id}`, '无需支付');
}

/** The confirmation a paid order's buyer gets (the console sends it again on request); none for a free order of a kind without its own. */
export function paidMessageOf(paid: OrderRow): { title: string; content: string } | null {
  return (
    hooksOf(paid.kind)
      .find((h) => h.paidMessage)
      ?.paidMessage?.(paid) ??
    (paid.pay_type === 'free'
      ? null
      : {
          title: '订单支付成功',
          content: `您的订单「${paid.title}」（${paid.order_sn}）已支付成功，支付金额 ¥${fenToYuan(paid.pay_amount)}。`,
        })
  );
}

/**
 * The money has arrived for a locked unpaid order: its stock becomes sold, its coupon spent. Already
 * paid: nothing changes (a replayed notification). A closed order is not revived: a payment that comes
 * after it closed goes back (payments/settle.ts). The stock is the last step, as in createOrder.
 */
export async function markPaid(q: Queryable, order: OrderRow, payType: PayType, actor: Actor, note = ''): Promise<OrderRow> {
  if (order.status === 'paid' || order.status === 'refunding' || order.status === 'refunded') return order;
  await spendOrderCoupon(q, order.id);
  const paid = await transition(q, order, 'paid', actor, note || '支付成功', { paid_at: new Date(), pay_type: payType });
  for (const h of hooksOf(paid.kind)) await h.onPaid?.(q, paid);
  const message = paidMessageOf(paid);
  if (message) await tellBuyer(q, paid, message);
  await confirm(q, stockOwner(order.id));
  return paid;
}

/** Closes an unpaid order (the user cancels, or its time runs out): stock and coupon come back. */
export async function closeUnpaid(
  q: Queryable,
  order: OrderRow,
  to: 'cancelled' | 'expired',
  actor: Actor,
  note?: string,
): Promise<OrderRow> {
  if (order.status !== 'unpaid')
    throw new BizError(order.status === to ? (to === 'cancelled' ? '订单已取消' : '订单已过期') : '只有待支付的订单可以取消');
  await release(q, stockOwner(order.id));
  await freeOrderCoupon(q, order.id);
  const closed = await transition(q, order, to, actor, note ?? (to === 'cancelled' ? '用户取消' : '超时未支付，自动关闭'), {
    closed_at: new Date(),
  });
  for (const h of hooksOf(closed.kind)) await h.onClosed?.(q, closed);
  return closed;
}

/** Cancels the user's own unpaid order. */
export async function cancelOrder(q: Queryable, orderSn: string, userId: number): Promise<OrderRow> {
  const order = await lockOrder(q, orderSn, userId);
  const pending = await q.query("SELECT 1 FROM pay_vouchers WHERE order_id = $1 AND status = 'pending'", [order.id]);
  if (pending.length) throw new BizError('转账凭证审核中，暂不能取消订单');
  const cancelled = await closeUnpaid(q, order, 'cancelled', `user:${userId}`);
  await tellBuyer(q, order, {
    title: '订单已取消',
    content: `您已取消订单「${order.title}」（${order.order_sn}），${order.kind === 'hotel' ? '预订的房间' : '报名名额'}已释放。`,
  });
  return cancelled;
}

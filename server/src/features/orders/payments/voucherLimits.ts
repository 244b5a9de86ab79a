import type { Queryable } from '../../../db';
import type { OrderRow } from '../model';

/** Orders of one user that may wait with a voucher under review at once. */
export const MAX_PENDING_VOUCHERS = 3;
/** Times a rejected voucher may be submitted again for one order. */
export const MAX_RESUBMISSIONS = 3;

/**
 * Why the owner may not submit a voucher for this order now, or null: it is not waiting for payment,
 * has a voucher under review, or its owner holds too many (each pending voucher holds seats or nights
 * until reviewed, so one user cannot hold many, nor one order forever). Read-only: asked before the
 * order's Alipay trade is closed for the voucher, so a refused voucher leaves the order payable by Alipay,
 * and again with the order and its owner locked (lockSubmitter) before the voucher is stored.
 */
export async function voucherRefusal(q: Queryable, order: OrderRow): Promise<string | null> {
  if (order.status !== 'unpaid') {
    return order.status === 'paid' && order.pay_type === 'alipay'
      ? '该订单已通过支付宝付款成功，无需再提交转账凭证'
      : '只有待支付的订单可以提交转账凭证';
  }
  if (order.pay_amount === 0) return '该订单无需支付';
  const pendingHere = await q.query("SELECT 1 FROM pay_vouchers WHERE order_id = $1 AND status = 'pending'", [order.id]);
  if (pendingHere.length) return '已有凭证在审核中，请耐心等待';
  const [{ pending }] = await q.query<{ pending: number }>(
    "SELECT count(*)::int AS pending FROM pay_vouchers v JOIN orders o ON o.id = v.order_id WHERE o.user_id = $1 AND v.status = 'pending'",
    [order.user_id],
  );
  if (pending >= MAX_PENDING_VOUCHERS) return `您已有 ${pending} 个订单的转账凭证在审核中，请等待主办方审核后再提交`;
  const [{ rejected }] = await q.query<{ rejected: number }>(
    "SELECT count(*)::int AS rejected FROM pay_vouchers WHERE order_id = $1 AND status = 'rejected'",
    [order.id],
  );
  if (rejected > MAX_RESUBMISSIONS) return `该订单的转账凭证已被驳回 ${rejected} 次，不能再次提交，请联系主办方`;
  return null;
}

/** The user's row lock makes their submissions for different orders take turns: two at once cannot both pass the count. */
export async function lockSubmitter(q: Queryable, userId: number): Promise<void> {
  await q.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

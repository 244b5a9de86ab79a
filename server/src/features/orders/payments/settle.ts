import type { Db, Queryable } from '../../../db';
import type { ServerConfig } from '../../../config';
import { one } from '../../../db';
import { BizError } from '../../../lib/errors';
import { lockOrder } from '../machine';
import { markPaid } from '../lifecycle';
import { payBackRefund, refundLatePayment } from '../refunds';
import type { OrderRow } from '../model';
import type { Trade } from './alipay/client';

export type Settlement = 'paid' | 'already' | 'refunding' | 'ignored';

export interface PaidTrade extends Trade {
  outTradeNo: string;
  appId: string;
}

/** Why a locked order does not keep an Alipay payment, or null when the payment pays it. */
async function notKept(q: Queryable, order: OrderRow): Promise<string | null> {
  if (order.status === 'cancelled') return '订单已取消';
  if (order.status === 'expired') return '订单已过期关闭';
  if (order.status !== 'unpaid') return order.pay_type === 'offline' ? '订单已通过对公转账支付' : '订单已支付';
  const voucher = await q.query("SELECT 1 FROM pay_vouchers WHERE order_id = $1 AND status = 'pending'", [order.id]);
  return voucher.length ? '订单已提交转账凭证' : null;
}

/**
 * Books a payment that Alipay reports as made (its notification, a query, a close that found it paid).
 * Checked first: our app id, an order we know, the exact amount. Then, with the order locked, the
 * payment is booked once (a replay changes nothing): it pays an unpaid order, and any other order (paid
 * another way, a transfer under review, cancelled, expired) gives it straight back. So an order is paid once.
 */
export async function settleAlipayTrade(db: Db, config: ServerConfig, appId: string, t: PaidTrade): Promise<Settlement> {
  if (t.appId !== appId) throw new BizError('app_id 不匹配');
  if (t.status !== 'TRADE_SUCCESS' && t.status !== 'TRADE_FINISHED') return 'ignored';
  const known = await one<{ pay_amount: number }>(
    db,
    'SELECT o.pay_amount FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.out_trade_no = $1',
    [t.outTradeNo],
  );
  if (!known) throw new BizError('订单不存在');
  if (t.amountFen !== known.pay_amount) throw new BizError('金额与订单不符');
  const outcome = await db.tx(async (q) => {
    const order = await lockOrder(q, t.outTradeNo);
    const [payment] = await q.query<{ id: number }>(
      // 'closed' too: money Alipay reports taken is booked (and given back if the order does not keep it), never dropped.
      `UPDATE payments SET status = 'succeeded', trade_no = $2, paid_at = coalesce(paid_at, now()), notified_at = now()
        WHERE out_trade_no = $1 AND status IN ('pending', 'closed') RETURNING id`,
      [t.outTradeNo, t.tradeNo ?? null],
    );
    if (!payment) return { result: 'already' as const };
    const why = await notKept(q, order);
    // An unpaid order is simply paid: any failure rolls the whole notification back, and Alipay retries.
    if (!why) {
      await markPaid(q, order, 'alipay', 'alipay', `支付宝交易号 ${t.tradeNo ?? ''}`);
      return { result: 'paid' as const };
    }
    const refund = await refundLatePayment(q, order, 'alipay', why, payment.id);
    return { result: 'refunding' as const, refundId: refund.id };
  });
  // Paid back now; if Alipay is not reachable, the refunds job retries.
  if (outcome.result === 'refunding') await payBackRefund(db, config, outcome.refundId).catch(() => undefined);
  return outcome.result;
}

import type { Db } from '../../../db';
import type { ServerConfig } from '../../../config';
import { one } from '../../../db';
import { SoldOutError } from '../../../core';
import { BizError } from '../../../http/envelope';
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

/** Errors that mean "the seats (or the person's place) are gone", after which the payment goes back. */
function lostItsPlace(error: unknown): string | null {
  if (error instanceof SoldOutError) return '名额已被抢完';
  if ((error as { code?: string })?.code === '23505') return '参会人已在其他订单中报名';
  if (error instanceof BizError) return error.message;
  return null;
}

/**
 * Books a payment that Alipay reports as made (its notification, a query, the expiry job asking before
 * it closes an order). Checked first: our app id, an order we know, the exact amount. Then, with the
 * order locked: already paid -> nothing; unpaid -> paid; closed -> revived if its stock is still there,
 * else refunded at once. Every path is idempotent, so 50 replays of one notification change it once.
 */
export async function settleAlipayTrade(db: Db, config: ServerConfig, appId: string, t: PaidTrade): Promise<Settlement> {
  if (t.appId !== appId) throw new BizError('app_id 不匹配');
  if (t.status !== 'TRADE_SUCCESS' && t.status !== 'TRADE_FINISHED') return 'ignored';
  const known = await one<{ pay_amount: number }>(db, 'SELECT o.pay_amount FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.out_trade_no = $1', [
    t.outTradeNo,
  ]);
  if (!known) throw new BizError('订单不存在');
  if (t.amountFen !== known.pay_amount) throw new BizError('金额与订单不符');
  const outcome = await db.tx(async (q) => {
    const order = await lockOrder(q, t.outTradeNo);
    await q.query(
      `UPDATE payments SET status = 'succeeded', trade_no = $2, paid_at = coalesce(paid_at, now()), notified_at = now() WHERE out_trade_no = $1 AND status = 'pending'`,
      [t.outTradeNo, t.tradeNo ?? null],
    );
    if (order.status === 'paid' || order.status === 'refunding' || order.status === 'refunded') return { result: 'already' as const };
    const note = `支付宝交易号 ${t.tradeNo ?? ''}`;
    // An unpaid order is simply paid: any failure rolls the whole notification back, and Alipay retries.
    if (order.status === 'unpaid') {
      await markPaid(q, order, 'alipay', 'alipay', note);
      return { result: 'paid' as const };
    }
    // A late payment may fail to revive the order; the savepoint keeps the payment record either way.
    await q.query('SAVEPOINT settle');
    try {
      await markPaid(q, order, 'alipay', 'alipay', note);
      await q.query('RELEASE SAVEPOINT settle');
      return { result: 'paid' as const };
    } catch (error) {
      const why = lostItsPlace(error);
      if (!why) throw error;
      await q.query('ROLLBACK TO SAVEPOINT settle');
      const refund = await refundLatePayment(q, order as OrderRow, 'alipay', why);
      return { result: 'refunding' as const, refundId: refund.id };
    }
  });
  if (outcome.result === 'refunding') await payBackRefund(db, config, outcome.refundId).catch(() => undefined);
  return outcome.result;
}

import type { Db } from '../../db';
import type { ServerConfig } from '../../config';
import type { Job } from '../../core';
import { lockOrder } from './machine';
import { closeUnpaid } from './lifecycle';
import { payBackApprovedRefunds } from './refunds';
import { alipayFor } from './payments/alipay/client';
import { settleAlipayTrade } from './payments/settle';
import { deliverDueNotifications } from './payments/alipay/sandbox/notifications';

/**
 * Before an order that went to Alipay is closed, its trade is closed there (so it can no longer be
 * paid) and asked once more: a payment whose notification is late is booked instead of lost.
 */
async function paidAtAlipay(db: Db, config: ServerConfig, orderSn: string): Promise<boolean> {
  const alipay = await alipayFor(db, config);
  await alipay.close(orderSn).catch(() => undefined);
  const trade = await alipay.query(orderSn).catch(() => undefined);
  if (!trade || (trade.status !== 'TRADE_SUCCESS' && trade.status !== 'TRADE_FINISHED')) return false;
  const result = await settleAlipayTrade(db, config, alipay.appId, { ...trade, outTradeNo: orderSn, appId: alipay.appId });
  return result !== 'ignored';
}

/** Unpaid orders past their time give their stock and coupon back (a transfer under review waits). */
export async function expireUnpaidOrders(db: Db, config: ServerConfig): Promise<number> {
  const due = await db.query<{ order_sn: string; at_alipay: boolean }>(
    `SELECT o.order_sn, EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'pending') AS at_alipay
       FROM orders o
      WHERE o.status = 'unpaid' AND o.expires_at <= now()
        AND NOT EXISTS (SELECT 1 FROM pay_vouchers v WHERE v.order_id = o.id AND v.status = 'pending')
      ORDER BY o.expires_at LIMIT 200`,
  );
  let expired = 0;
  for (const { order_sn, at_alipay } of due) {
    if (at_alipay && (await paidAtAlipay(db, config, order_sn))) continue;
    const closed = await db.tx(async (q) => {
      const order = await lockOrder(q, order_sn);
      // Another instance (or a payment) got there first.
      if (order.status !== 'unpaid' || order.expires_at.getTime() > Date.now()) return false;
      const pending = await q.query("SELECT 1 FROM pay_vouchers WHERE order_id = $1 AND status = 'pending'", [order.id]);
      if (pending.length) return false;
      await closeUnpaid(q, order, 'expired', 'system');
      return true;
    });
    if (closed) expired += 1;
  }
  return expired;
}

export const orderJobs: Job[] = [
  { name: 'expire-unpaid-orders', everyMs: 5_000, run: expireUnpaidOrders },
  { name: 'pay-back-approved-refunds', everyMs: 3_000, run: payBackApprovedRefunds },
  // The sandbox's retries of notifications the merchant did not acknowledge (nothing to do with live keys).
  { name: 'sandbox-alipay-notify', everyMs: 2_000, run: (db) => deliverDueNotifications(db) },
];

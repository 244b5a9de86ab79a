import type { Db } from '../../db';
import type { ServerConfig } from '../../config';
import type { Job } from '../../core';
import { lockOrder } from './machine';
import { closeUnpaid } from './lifecycle';
import { payBackApprovedRefunds } from './refunds';
import { closeOpenTrade } from './payments/closeTrade';
import { closeOverdueVoucherOrder, overdueVoucherOrders } from './payments/voucherReview';
import { deliverDueNotifications } from './payments/alipay/sandbox/notifications';

/**
 * Runs `one` for each order of a batch; one that throws (Alipay's answer refused, a bad row) is left
 * for the next run and does not keep the others waiting. The run then fails, naming it.
 */
async function eachOrder(orderSns: string[], one: (orderSn: string) => Promise<boolean>): Promise<number> {
  let done = 0;
  const failures: string[] = [];
  for (const orderSn of orderSns) {
    try {
      if (await one(orderSn)) done += 1;
    } catch (error) {
      failures.push(`${orderSn}: ${(error as Error).message}`);
    }
  }
  if (failures.length) throw new Error(`订单未能处理：${failures.join('; ')}`);
  return done;
}

/**
 * Closes an unpaid order past its time. Its trade at Alipay is closed first, so it can no longer be
 * paid there; a trade found paid (its notification late) is booked instead of lost.
 */
async function expireOrder(db: Db, config: ServerConfig, orderSn: string): Promise<boolean> {
  if ((await closeOpenTrade(db, config, orderSn)) === 'paid') return false;
  return db.tx(async (q) => {
    const order = await lockOrder(q, orderSn);
    // Another instance (or a payment) got there first.
    if (order.status !== 'unpaid' || order.expires_at.getTime() > Date.now()) return false;
    const pending = await q.query("SELECT 1 FROM pay_vouchers WHERE order_id = $1 AND status = 'pending'", [order.id]);
    if (pending.length) return false;
    await closeUnpaid(q, order, 'expired', 'system');
    return true;
  });
}

/** Unpaid orders past their time give their stock and coupon back (a transfer under review waits). */
export async function expireUnpaidOrders(db: Db, config: ServerConfig): Promise<number> {
  const due = await db.query<{ order_sn: string }>(
    `SELECT o.order_sn FROM orders o
      WHERE o.status = 'unpaid' AND o.expires_at <= now()
        AND NOT EXISTS (SELECT 1 FROM pay_vouchers v WHERE v.order_id = o.id AND v.status = 'pending')
      ORDER BY o.expires_at LIMIT 200`,
  );
  return eachOrder(
    due.map((o) => o.order_sn),
    (sn) => expireOrder(db, config, sn),
  );
}

/** Transfers under review for longer than VOUCHER_REVIEW_HOURS: rejected, their orders closed. */
export async function closeOverdueVoucherOrders(db: Db, config: ServerConfig): Promise<number> {
  return eachOrder(await overdueVoucherOrders(db, config), (sn) => closeOverdueVoucherOrder(db, config, sn));
}

export const orderJobs: Job[] = [
  { name: 'expire-unpaid-orders', everyMs: 5_000, run: expireUnpaidOrders },
  { name: 'close-overdue-voucher-orders', everyMs: 60_000, run: closeOverdueVoucherOrders },
  { name: 'pay-back-approved-refunds', everyMs: 3_000, run: payBackApprovedRefunds },
  // The sandbox's retries of notifications the merchant did not acknowledge (nothing to do with live keys).
  { name: 'sandbox-alipay-notify', everyMs: 2_000, run: (db) => deliverDueNotifications(db) },
];

// The payment routes' reads and writes, each in the caller's transaction where it changes money rows.
import { one, type Queryable } from '../../../db';
import type { OrderRow } from '../model';

export async function hasPendingVoucher(q: Queryable, orderId: number): Promise<boolean> {
  return Boolean(await one(q, "SELECT 1 FROM pay_vouchers WHERE order_id = $1 AND status = 'pending'", [orderId]));
}

/**
 * Records an Alipay attempt for the locked order (one payment row per order, kept on a retry) and marks the
 * order as paid by Alipay. Answers the payment row's status: 'closed' once Alipay's trade was closed for a voucher.
 */
export async function startAlipayPayment(q: Queryable, order: Pick<OrderRow, 'id' | 'order_sn' | 'pay_amount'>): Promise<string> {
  const [payment] = await q.query<{ status: string }>(
    `INSERT INTO payments (order_id, provider, out_trade_no, amount) VALUES ($1, 'alipay', $2, $3)
     ON CONFLICT (order_id) DO UPDATE SET order_id = payments.order_id RETURNING status`,
    [order.id, order.order_sn, order.pay_amount],
  );
  if (payment.status !== 'closed') await q.query("UPDATE orders SET pay_type = 'alipay', updated_at = now() WHERE id = $1", [order.id]);
  return payment.status;
}

export interface VoucherInput {
  image: string;
  payerName: string;
  remark: string;
}

/** Files a transfer voucher for the locked order, which is now to be paid by transfer. */
export async function addVoucher(q: Queryable, orderId: number, v: VoucherInput) {
  await q.query("UPDATE orders SET pay_type = 'offline', updated_at = now() WHERE id = $1", [orderId]);
  const [row] = await q.query(
    'INSERT INTO pay_vouchers (order_id, image, payer_name, remark) VALUES ($1, $2, $3, $4) RETURNING id, status, created_at',
    [orderId, v.image, v.payerName, v.remark],
  );
  return row;
}

/** The user's order as the voucher page shows it, or undefined. */
export function ownOrderAmount(q: Queryable, orderSn: string, userId: number) {
  return one<{ id: number; pay_amount: number; status: string }>(
    q,
    'SELECT id, pay_amount, status FROM orders WHERE order_sn = $1 AND user_id = $2',
    [orderSn, userId],
  );
}

import type { Queryable } from '../../../db';
import { BizError } from '../../../lib/errors';
import { tellBuyer } from '../tellBuyer';
import { markPaid } from '../lifecycle';
import { lockOrder, type Actor } from '../machine';
import type { OrderRow } from '../model';

/** An organiser saw the transfer arrive: the order is paid. */
export async function approveVoucher(q: Queryable, orderSn: string, actor: Actor = 'admin'): Promise<OrderRow> {
  const order = await lockOrder(q, orderSn);
  const rows = await q.query(
    "UPDATE pay_vouchers SET status = 'approved', reviewed_at = now() WHERE order_id = $1 AND status = 'pending' RETURNING id",
    [order.id],
  );
  if (!rows.length) throw new BizError('该订单没有待审核的转账凭证');
  if (order.status !== 'unpaid') throw new BizError(`订单当前状态为 ${order.status}，不能确认收款`);
  return markPaid(q, order, 'offline', actor, '转账凭证审核通过');
}

/**
 * The transfer was not found (or the picture is not one): the user is told why and may pay again.
 * The order gets its full holding time again from now, so the rejection does not leave it expiring.
 */
export async function rejectVoucher(
  q: Queryable,
  orderSn: string,
  reason: string,
  expireSeconds: number,
  actor: Actor = 'admin',
): Promise<OrderRow> {
  const order = await lockOrder(q, orderSn);
  const rows = await q.query(
    "UPDATE pay_vouchers SET status = 'rejected', reject_reason = $2, reviewed_at = now() WHERE order_id = $1 AND status = 'pending' RETURNING id",
    [order.id, reason],
  );
  if (!rows.length) throw new BizError('该订单没有待审核的转账凭证');
  const [updated] = await q.query<OrderRow>(
    `UPDATE orders SET expires_at = greatest(expires_at, now() + make_interval(secs => $2::int)), updated_at = now() WHERE id = $1 RETURNING *`,
    [order.id, expireSeconds],
  );
  await q.query('INSERT INTO order_logs (order_id, from_status, to_status, actor, note) VALUES ($1, $2, $2, $3, $4)', [
    order.id,
    order.status,
    actor,
    `转账凭证未通过：${reason}`,
  ]);
  // A trade closed at Alipay for the voucher cannot be paid again.
  const alipayClosed = await q.query("SELECT 1 FROM payments WHERE order_id = $1 AND status = 'closed'", [order.id]);
  await tellBuyer(q, order, {
    title: '转账凭证未通过审核',
    content: `您的订单「${order.title}」（${order.order_sn}）的转账凭证未通过审核，原因：${reason}。请重新上传凭证${alipayClosed.length ? '' : '或改用支付宝支付'}。`,
  });
  return updated;
}

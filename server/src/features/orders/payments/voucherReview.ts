import type { Db } from '../../../db';
import type { ServerConfig } from '../../../config';
import { audit } from '../../../core';
import { tellBuyer } from '../tellBuyer';
import { closeUnpaid } from '../lifecycle';
import { lockOrder } from '../machine';

/** Orders whose transfer voucher has waited longer than VOUCHER_REVIEW_HOURS, oldest first. */
export async function overdueVoucherOrders(db: Db, config: ServerConfig): Promise<string[]> {
  const rows = await db.query<{ order_sn: string }>(
    `SELECT o.order_sn FROM pay_vouchers v JOIN orders o ON o.id = v.order_id
      WHERE v.status = 'pending' AND v.created_at <= now() - make_interval(hours => $1::int) ORDER BY v.created_at LIMIT 100`,
    [config.voucherReviewHours],
  );
  return rows.map((r) => r.order_sn);
}

/**
 * A voucher nobody reviewed in time is rejected and its order closed, so a transfer that may never
 * have been made does not hold seats or nights for good; the buyer is told. False when an organiser
 * reviewed it meanwhile (the order lock decides).
 */
export async function closeOverdueVoucherOrder(db: Db, config: ServerConfig, orderSn: string): Promise<boolean> {
  const hours = config.voucherReviewHours;
  return db.tx(async (q) => {
    const order = await lockOrder(q, orderSn);
    const reason = `超过 ${hours} 小时未审核`;
    const rows = await q.query(
      `UPDATE pay_vouchers SET status = 'rejected', reject_reason = $2, reviewed_at = now()
        WHERE order_id = $1 AND status = 'pending' AND created_at <= now() - make_interval(hours => $3::int) RETURNING id`,
      [order.id, reason, hours],
    );
    if (!rows.length || order.status !== 'unpaid') return false;
    await closeUnpaid(q, order, 'expired', 'system', `转账凭证${reason}，订单关闭`);
    await audit(q, {
      actor: 'system',
      meetingId: order.meeting_id,
      action: 'voucher.expire',
      target: `order:${order.order_sn}`,
      before: { status: 'unpaid', voucher: 'pending' },
      after: { status: 'expired', voucher: 'rejected' },
      reason,
    });
    await tellBuyer(q, order, {
      title: '转账凭证审核超时，订单已关闭',
      content: `您的订单「${order.title}」（${order.order_sn}）的转账凭证${reason}，订单已关闭，${order.kind === 'hotel' ? '预订的房间' : '报名名额'}已释放。如已转账，请联系主办方退款。`,
    });
    return true;
  });
}

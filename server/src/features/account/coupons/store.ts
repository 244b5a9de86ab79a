import type { Queryable } from '../../../db';
import { one } from '../../../db';
import { BizError } from '../../../lib/errors';
import { ensureStockItem, reserve } from '../../../core';

export type CouponState = 'unused' | 'used' | 'expired';

/** A held coupon's state: used, else expired once its validity ended, else unused. */
export const STATE_SQL = `CASE WHEN uc.status = 'used' THEN 'used' WHEN uc.valid_to <= now() THEN 'expired' ELSE 'unused' END`;

/** What is left of a batch to claim, from its stock item (join stock_items s ON s.id = c.stock_item_id). */
export const REMAINING_SQL = 'greatest(s.capacity - s.held - s.sold, 0)';

/** Coupons the user can still use (the /mine figure). */
export async function usableCouponCount(q: Queryable, userId: number): Promise<number> {
  const row = await one<{ n: number }>(
    q,
    `SELECT count(*)::int AS n FROM user_coupons uc WHERE uc.user_id = $1 AND uc.status = 'unused' AND uc.valid_to > now()`,
    [userId],
  );
  return row?.n ?? 0;
}

export interface CouponBatch {
  name: string;
  meetingId: number | null;
  /** Fen. */
  amount: number;
  /** Fen spent at least, 0 for none. */
  threshold: number;
  total: number;
  validDays: number;
  claimStart?: Date;
  claimEnd: Date;
  /** No claimed coupon of the batch is valid after this, whatever its days. */
  validEnd?: Date | null;
  perUserLimit?: number;
  /** Percent paid for a discount coupon (amount is then its cap); none for amount off. */
  rate?: number | null;
}

/**
 * A new batch and its stock item, made by the stock core: the caller's transaction keeps the batch from
 * existing without its count (coupons.stock_item_id is NOT NULL behind it).
 */
export async function createCouponBatch(q: Queryable, b: CouponBatch): Promise<number> {
  const [{ id }] = await q.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('coupons', 'id'))::int AS id");
  const itemId = await ensureStockItem(q, 'coupon', `coupon:${id}`, b.total);
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO coupons (id, stock_item_id, name, meeting_id, amount, threshold, total, valid_days, claim_start, claim_end, per_user_limit, valid_end, rate)
     VALUES ($11, $12, $1, $2, $3, $4, $5, $6, coalesce($7, now()), $8, $9, $10, $13) RETURNING id`,
    [
      b.name,
      b.meetingId,
      b.amount,
      b.threshold,
      b.total,
      b.validDays,
      b.claimStart ?? null,
      b.claimEnd,
      b.perUserLimit ?? 1,
      b.validEnd ?? null,
      id,
      itemId,
      b.rate ?? null,
    ],
  );
  return row.id;
}

interface Batch {
  stock_item_id: number;
  per_user_limit: number;
  open: boolean;
  not_started: boolean;
  stopped: boolean;
}

/**
 * Claims one coupon of a batch for a user, in the caller's transaction. The batch's count goes through
 * the stock module first, which also locks the batch's stock row until the transaction ends, so the
 * user's own count read after it is current; the unique claim number, which cannot pass
 * per_user_limit, stands behind that.
 */
export async function obtainCoupon(q: Queryable, userId: number, couponId: number): Promise<number> {
  const c = await one<Batch>(
    q,
    `SELECT stock_item_id, per_user_limit,
            now() >= claim_start AND now() < claim_end AND (valid_end IS NULL OR valid_end > now()) AS open,
            now() < claim_start AS not_started, stopped_at IS NOT NULL AS stopped
       FROM coupons WHERE id = $1`,
    [couponId],
  );
  if (!c) throw new BizError('优惠券不存在');
  if (c.stopped) throw new BizError('该优惠券已停止发放');
  if (c.not_started) throw new BizError('优惠券尚未开始领取');
  if (!c.open) throw new BizError('优惠券已过领取时间');
  const [{ id }] = await q.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('user_coupons', 'id'))::int AS id");
  await reserve(q, `user_coupon:${id}`, [{ itemId: c.stock_item_id, qty: 1 }], 'sold', '优惠券已被领完');
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO user_coupons (id, user_id, coupon_id, claim_no, valid_from, valid_to)
     SELECT $3, $1, c.id, n.claim_no, now(),
            CASE WHEN c.valid_end IS NULL THEN now() + make_interval(days => c.valid_days) ELSE least(now() + make_interval(days => c.valid_days), c.valid_end) END
       FROM coupons c, (SELECT count(*)::int + 1 AS claim_no FROM user_coupons WHERE user_id = $1 AND coupon_id = $2) n
      WHERE c.id = $2 AND n.claim_no <= c.per_user_limit
     ON CONFLICT (user_id, coupon_id, claim_no) DO NOTHING
     RETURNING id`,
    [userId, couponId, id],
  );
  if (!row) throw new BizError('您已领取过该优惠券');
  return row.id;
}

/** A held coupon as an order sees it: whether it can pay for `total` of this meeting, and why not. */
export interface CouponChoice {
  id: number;
  coupon_id: number;
  name: string;
  kind: 'coupon' | 'red_packet';
  /** Fen off; for a discount coupon, the most it takes off. */
  amount: number;
  /** Percent paid (85 = 八五折); null for an amount-off coupon. */
  rate: number | null;
  /** Fen the order must reach. */
  threshold: number;
  meeting_id: number | null;
  valid_to: Date;
  usable: boolean;
  reason: string;
}

/** The user's unused, valid coupons for an order of `total` fen at a meeting, usable ones first, the best first. */
export async function couponChoices(q: Queryable, userId: number, meetingId: number, total: number): Promise<CouponChoice[]> {
  const rows = await q.query<Omit<CouponChoice, 'usable' | 'reason'>>(
    `SELECT uc.id, uc.coupon_id, c.name, c.kind, c.amount, c.rate, c.threshold, c.meeting_id, uc.valid_to
       FROM user_coupons uc JOIN coupons c ON c.id = uc.coupon_id
      WHERE uc.user_id = $1 AND uc.status = 'unused' AND uc.valid_to > now() AND uc.valid_from <= now()
      ORDER BY c.amount DESC, uc.valid_to ASC, uc.id`,
    [userId],
  );
  return (
    rows
      .map((c) => {
        const reason =
          c.meeting_id !== null && c.meeting_id !== meetingId
            ? '仅限指定会议使用'
            : total < c.threshold
              ? `满${c.threshold / 100}元可用`
              : '';
        return { ...c, usable: !reason, reason };
      })
      // The biggest saving on this order first (a discount coupon's depends on the total).
      .sort((a, b) => Number(b.usable) - Number(a.usable) || discountOf(b, total) - discountOf(a, total))
  );
}

/** The discount, in fen, that a coupon gives an order of `total`: never more than the total, nor than a discount coupon's cap. */
export const discountOf = (coupon: Pick<CouponChoice, 'amount'> & { rate?: number | null }, total: number) =>
  Math.min(coupon.amount, total, coupon.rate ? total - Math.round((total * coupon.rate) / 100) : total);

/**
 * Locks a coupon to an unpaid order: a conditional update from unused, so a coupon serves one live
 * order at a time however many orders race for it (orders_one_live_coupon stands behind it).
 */
export async function lockCouponForOrder(
  q: Queryable,
  userCouponId: number,
  order: { id: number; order_sn: string; user_id: number },
): Promise<void> {
  const rows = await q.query(
    `UPDATE user_coupons SET status = 'locked', order_id = $2, order_no = $3
      WHERE id = $1 AND user_id = $4 AND status = 'unused' AND valid_to > now() RETURNING id`,
    [userCouponId, order.id, order.order_sn, order.user_id],
  );
  if (!rows.length) throw new BizError('优惠券已被使用或已失效，请重新选择');
}

/** The order was paid: its coupon is spent. */
export async function spendOrderCoupon(q: Queryable, orderId: number): Promise<void> {
  await q.query(`UPDATE user_coupons SET status = 'used', used_at = now() WHERE order_id = $1 AND status = 'locked'`, [orderId]);
}

/** The order closed unpaid: its coupon is free again (still only until its own end of validity). */
export async function freeOrderCoupon(q: Queryable, orderId: number): Promise<void> {
  await q.query(`UPDATE user_coupons SET status = 'unused', order_id = NULL, order_no = NULL WHERE order_id = $1 AND status = 'locked'`, [
    orderId,
  ]);
}

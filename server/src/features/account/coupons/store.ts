import type { Queryable } from '../../../db';
import { one } from '../../../db';
import { BizError } from '../../../http/envelope';

export type CouponState = 'unused' | 'used' | 'expired';

/** A held coupon's state: used, else expired once its validity ended, else unused. */
export const STATE_SQL = `CASE WHEN uc.status = 'used' THEN 'used' WHEN uc.valid_to <= now() THEN 'expired' ELSE 'unused' END`;

/** Coupons the user can still use (the /mine figure). */
export async function usableCouponCount(q: Queryable, userId: number): Promise<number> {
  const row = await one<{ n: number }>(
    q,
    `SELECT count(*)::int AS n FROM user_coupons uc WHERE uc.user_id = $1 AND uc.status = 'unused' AND uc.valid_to > now()`,
    [userId],
  );
  return row?.n ?? 0;
}

interface CouponLock {
  claimed: number;
  total: number;
  per_user_limit: number;
  open: boolean;
  not_started: boolean;
  valid_days: number;
  valid_end: Date | null;
}

/**
 * Claims one coupon of a batch for a user. The batch row is locked (FOR UPDATE) while stock and the
 * user's own count are checked, so neither can be exceeded by concurrent claims on any instance;
 * CHECK (claimed <= total) stands behind it.
 */
export async function obtainCoupon(q: Queryable, userId: number, couponId: number): Promise<number> {
  const c = await one<CouponLock>(
    q,
    `SELECT claimed, total, per_user_limit, valid_days, valid_end,
            now() >= claim_start AND now() < claim_end AND (valid_end IS NULL OR valid_end > now()) AS open,
            now() < claim_start AS not_started
       FROM coupons WHERE id = $1 FOR UPDATE`,
    [couponId],
  );
  if (!c) throw new BizError('优惠券不存在');
  if (c.not_started) throw new BizError('优惠券尚未开始领取');
  if (!c.open) throw new BizError('优惠券已过领取时间');
  if (c.claimed >= c.total) throw new BizError('优惠券已被领完');
  const mine = await one<{ n: number }>(q, 'SELECT count(*)::int AS n FROM user_coupons WHERE user_id = $1 AND coupon_id = $2', [userId, couponId]);
  if ((mine?.n ?? 0) >= c.per_user_limit) throw new BizError('您已领取过该优惠券');
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO user_coupons (user_id, coupon_id, valid_from, valid_to)
     SELECT $1, id, now(), CASE WHEN valid_end IS NULL THEN now() + make_interval(days => valid_days) ELSE least(now() + make_interval(days => valid_days), valid_end) END
       FROM coupons WHERE id = $2 RETURNING id`,
    [userId, couponId],
  );
  await q.query('UPDATE coupons SET claimed = claimed + 1 WHERE id = $1', [couponId]);
  return row.id;
}

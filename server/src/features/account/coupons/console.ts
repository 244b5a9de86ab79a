import type { NewCouponBatch } from '@conf/contract';
import type { Queryable } from '../../../db';
import { audit, closeStock, saveVersioned, type AuditActor } from '../../../core';
import { BizError } from '../../../lib/errors';
import { createCouponBatch } from './store';

/** The organiser console's side of coupons: a meeting's batches with their usage, new batches, stopping one. */

type Who = { actor: AuditActor; meetingId: number };

/** Batches of the meeting, newest first: how many were claimed, used, are left, and whether it was stopped. */
export function consoleCoupons(q: Queryable, meetingId: number) {
  return q.query(
    `SELECT c.id, c.name, c.kind, c.amount, c.rate, c.threshold, c.total, c.per_user_limit, c.claim_start, c.claim_end, c.valid_days, c.valid_end,
            c.stopped_at, c.version, s.sold AS issued, greatest(s.capacity - s.held - s.sold, 0) AS remaining,
            (SELECT count(*)::int FROM user_coupons uc WHERE uc.coupon_id = c.id AND uc.status = 'used') AS used
       FROM coupons c JOIN stock_items s ON s.id = c.stock_item_id
      WHERE c.meeting_id = $1 ORDER BY c.id DESC`,
    [meetingId],
  );
}

/** Why a batch cannot be made as asked, or null (the schema checked each field alone). */
function batchProblem(b: NewCouponBatch): string | null {
  const start = Date.parse(b.claim_start);
  const end = Date.parse(b.claim_end);
  if (Number.isNaN(start) || Number.isNaN(end)) return '请填写有效的领取时间';
  if (end <= start) return '领取结束时间须晚于开始时间';
  if (end <= Date.now()) return '领取结束时间须晚于现在';
  if (b.valid_end !== null && (Number.isNaN(Date.parse(b.valid_end)) || Date.parse(b.valid_end) <= start))
    return '使用截止时间须晚于领取开始时间';
  if (b.rate === null && b.threshold > 0 && b.amount > b.threshold) return '减免金额不能大于使用门槛';
  if (b.kind === 'red_packet' && b.threshold > 0) return '红包不设使用门槛';
  return null;
}

/** A new batch of the meeting: its stock item made through the core (createCouponBatch), audited. */
export async function createMeetingBatch(q: Queryable, who: Who, b: NewCouponBatch): Promise<number> {
  const problem = batchProblem(b);
  if (problem) throw new BizError(problem);
  const id = await createCouponBatch(q, {
    name: b.name,
    meetingId: who.meetingId,
    amount: b.amount,
    rate: b.rate,
    threshold: b.threshold,
    total: b.total,
    perUserLimit: b.per_user_limit,
    claimStart: new Date(b.claim_start),
    claimEnd: new Date(b.claim_end),
    validDays: b.valid_days,
    validEnd: b.valid_end ? new Date(b.valid_end) : null,
  });
  if (b.kind !== 'coupon') await q.query('UPDATE coupons SET kind = $2 WHERE id = $1', [id, b.kind]);
  await audit(q, { actor: who.actor, meetingId: who.meetingId, action: 'coupon.create', target: `coupon:${id}`, after: b });
  return id;
}

/**
 * Stops a batch: no more claims (obtainCoupon refuses a stopped batch) and its stock closes at what was
 * claimed, so nothing past this point can take one. Coupons already held stay usable.
 */
export async function stopBatch(q: Queryable, who: Who, couponId: number, version: number) {
  const [c] = await q.query<{ stock_item_id: number; stopped: boolean }>(
    'SELECT stock_item_id, stopped_at IS NOT NULL AS stopped FROM coupons WHERE id = $1 AND meeting_id = $2',
    [couponId, who.meetingId],
  );
  if (!c) throw new BizError('优惠券不存在');
  if (c.stopped) throw new BizError('该优惠券已停止发放');
  const row = await saveVersioned(q, {
    table: 'coupons',
    id: couponId,
    version,
    set: { stopped_at: new Date() },
    audit: { actor: who.actor, meetingId: who.meetingId, action: 'coupon.stop', target: `coupon:${couponId}` },
    notFound: '优惠券不存在',
  });
  await closeStock(q, c.stock_item_id);
  return row;
}

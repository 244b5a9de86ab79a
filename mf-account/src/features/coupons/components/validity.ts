import { formatTime } from '@conf/shared';
import type { ClaimableCoupon, HeldCoupon } from '../api/coupons';

const day = (at: string) => formatTime(at, 'YYYY年M月D日');

/** "2025年6月1日 - 2025年7月1日"; a used one says when it was used. */
export function heldValidity(c: HeldCoupon): string {
  if (c.state === 'used' && c.used_at) return `使用于 ${formatTime(c.used_at, 'YYYY年M月D日 HH:mm')}`;
  return `${day(c.valid_from)} - ${day(c.valid_to)}`;
}

/** Validity starts at the claim: "领取后30天内有效", or a fixed last day when that comes sooner. */
export function claimValidity(c: ClaimableCoupon, now = Date.now()): string {
  const end = c.valid_end ? new Date(c.valid_end).getTime() : Infinity;
  if (end < now + c.valid_days * 86_400_000) return `有效期至 ${day(c.valid_end!)}`;
  return `领取后${c.valid_days}天内有效`;
}

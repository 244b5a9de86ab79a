import { http } from '@conf/shared';
import type { NewCoupon } from './createCoupon';

/** A batch as the console lists it: what was set when it was made, its state and its usage. */
export interface CouponBatch extends NewCoupon {
  id: number;
  stopped_at: string | null;
  version: number;
  issued: number;
  used: number;
  remaining: number;
}

/** The meeting's coupon batches with their usage. */
export const fetchCoupons = (meetingId: number) => http.get<{ list: CouponBatch[] }>(`api/admin/meetings/${meetingId}/coupons`);

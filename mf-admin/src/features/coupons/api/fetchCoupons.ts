import type { CouponBatch, CouponBatchList } from '@conf/contract';
import { http } from '@conf/shared';

/** A batch as the console lists it: what was set when it was made, its state and its usage. */
export type { CouponBatch };

/** The meeting's coupon batches with their usage. */
export const fetchCoupons = (meetingId: number) => http.get<CouponBatchList>(`api/admin/meetings/${meetingId}/coupons`);

import { http } from '@conf/shared';

export interface CouponBatch {
  id: number;
  name: string;
  kind: 'coupon' | 'red_packet';
  /** Fen off; for a discount coupon, the most it takes off. */
  amount: number;
  /** Percent paid (85 = 八五折), or null for amount off. */
  rate: number | null;
  threshold: number;
  total: number;
  per_user_limit: number;
  claim_start: string;
  claim_end: string;
  valid_days: number;
  valid_end: string | null;
  stopped_at: string | null;
  version: number;
  issued: number;
  used: number;
  remaining: number;
}

/** The meeting's coupon batches with their usage. */
export const fetchCoupons = (meetingId: number) => http.get<{ list: CouponBatch[] }>(`api/admin/meetings/${meetingId}/coupons`);

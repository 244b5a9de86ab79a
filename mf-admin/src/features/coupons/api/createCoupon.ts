import { http } from '@conf/shared';

export interface NewCoupon {
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
}

/** A new batch of the meeting (amounts in fen). */
export const createCoupon = (meetingId: number, batch: NewCoupon) => http.post<{ id: number }>(`api/admin/meetings/${meetingId}/coupons`, { ...batch }, { body: 'json' });

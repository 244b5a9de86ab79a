import { http, type PageData } from '@conf/shared';

export type CouponState = 'unused' | 'used' | 'expired';

/** Amounts in fen; threshold 0 means no minimum spend; meeting_title empty means any meeting. */
export interface CouponTerms {
  name: string;
  amount: number;
  threshold: number;
  meeting_id: number | null;
  meeting_title: string | null;
}

/** A coupon the user holds. */
export interface HeldCoupon extends CouponTerms {
  id: number;
  coupon_id: number;
  valid_from: string;
  valid_to: string;
  used_at: string | null;
  state: CouponState;
}

/** A batch open for claiming. */
export interface ClaimableCoupon extends CouponTerms {
  id: number;
  /** Days a claimed coupon stays valid (never past valid_end). */
  valid_days: number;
  valid_end: string | null;
  claim_end: string;
  remaining: number;
  per_user_limit: number;
  obtained: number;
}

export interface CouponPage extends PageData<HeldCoupon> {
  counts: Record<CouponState, number>;
}

export const PAGE_SIZE = 10;

export const getMyCoupons = (state: CouponState, page: number) =>
  http.post<CouponPage>('api/ms.coupon/get_my_coupon_list', { state, page, limit: PAGE_SIZE });

export const getClaimableCoupons = () => http.post<{ list: ClaimableCoupon[] }>('api/ms.coupon/get_claimable_coupon_list');

export const obtainCoupon = (couponId: number) => http.post<HeldCoupon>('api/ms.coupon/obtain_coupon', { coupon_id: couponId }, { showLoading: true });

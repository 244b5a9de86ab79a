import type { ClaimableCoupon, CouponPage, CouponShare, CouponState, HeldCoupon } from '@conf/contract';
import { http } from '@conf/shared';

export type { ClaimableCoupon, CouponPage, CouponShare, CouponState, HeldCoupon };
/** What a held coupon and a batch to claim both carry. */
export type CouponTerms = Pick<HeldCoupon, 'name' | 'amount' | 'threshold' | 'meeting_id' | 'meeting_title'>;

export const PAGE_SIZE = 10;

export const getMyCoupons = (state: CouponState, page: number) =>
  http.post<CouponPage>('api/ms.coupon/get_my_coupon_list', { state, page, limit: PAGE_SIZE });

export const getClaimableCoupons = () => http.post<{ list: ClaimableCoupon[] }>('api/ms.coupon/get_claimable_coupon_list');

export const obtainCoupon = (couponId: number) =>
  http.post<HeldCoupon>('api/ms.coupon/obtain_coupon', { coupon_id: couponId }, { showLoading: true });

/** A shared coupon: anyone may look (logged out, `obtained` is 0). */
export const getCouponShare = (couponId: number) => http.post<CouponShare>('api/ms.coupon/get_coupon_share', { coupon_id: couponId });

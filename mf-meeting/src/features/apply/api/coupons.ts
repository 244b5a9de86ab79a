import type { CouponChoice, CouponChoiceList, MeetingCoupon, MeetingCouponList } from '@conf/contract';
import { http } from '@conf/shared';

export type { CouponChoice };
/** A batch the meeting hands out, to claim on the spot. */
export type ClaimableCoupon = MeetingCoupon;

const forOrder = (meetingId: number, amount: number) => ({ meeting_id: meetingId, amount });

export const getBestCoupon = (meetingId: number, amount: number) =>
  http.post<CouponChoice | null>('api/ms.coupon/get_best_coupon', forOrder(meetingId, amount));

export const selectCoupon = (meetingId: number, amount: number) =>
  http.post<CouponChoiceList>('api/ms.coupon/select_coupon', forOrder(meetingId, amount)).then((r) => r.list);

/** The meeting's coupons and red packets open for claiming, together. */
export async function getClaimable(meetingId: number): Promise<ClaimableCoupon[]> {
  const [coupons, packets] = await Promise.all([
    http.post<MeetingCouponList>('api/ms.coupon/get_meeting_coupon_list', { meeting_id: meetingId }),
    http.post<MeetingCouponList>('api/ms.coupon/get_meeting_red_packet', { meeting_id: meetingId }),
  ]);
  return [...packets.list, ...coupons.list];
}

export const obtainCoupon = (couponId: number) =>
  http.post<unknown>('api/ms.coupon/obtain_coupon', { coupon_id: couponId }, { showLoading: true });

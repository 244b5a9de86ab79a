import { http } from '@conf/shared';

/** A coupon the user holds, as the checkout sees it for an order of a given amount (fen). */
export interface CouponChoice {
  /** The held coupon (user_coupons.id): what submit_ticket_order takes as coupon_id. */
  id: number;
  name: string;
  kind: 'coupon' | 'red_packet';
  amount: number;
  threshold: number;
  valid_to: string;
  usable: boolean;
  reason: string;
  discount: number;
}

/** A batch the meeting hands out, to claim on the spot. */
export interface ClaimableCoupon {
  id: number;
  name: string;
  kind: 'coupon' | 'red_packet';
  amount: number;
  threshold: number;
  remaining: number;
  per_user_limit: number;
  obtained: number;
}

const forOrder = (meetingId: number, amount: number) => ({ meeting_id: meetingId, amount });

export const getBestCoupon = (meetingId: number, amount: number) => http.post<CouponChoice | null>('api/ms.coupon/get_best_coupon', forOrder(meetingId, amount));

export const selectCoupon = (meetingId: number, amount: number) =>
  http.post<{ list: CouponChoice[]; best_id: number | null }>('api/ms.coupon/select_coupon', forOrder(meetingId, amount)).then((r) => r.list);

/** The meeting's coupons and red packets open for claiming, together. */
export async function getClaimable(meetingId: number): Promise<ClaimableCoupon[]> {
  const [coupons, packets] = await Promise.all([
    http.post<{ list: ClaimableCoupon[] }>('api/ms.coupon/get_meeting_coupon_list', { meeting_id: meetingId }),
    http.post<{ list: ClaimableCoupon[] }>('api/ms.coupon/get_meeting_red_packet', { meeting_id: meetingId }),
  ]);
  return [...packets.list, ...coupons.list];
}

export const obtainCoupon = (couponId: number) => http.post<unknown>('api/ms.coupon/obtain_coupon', { coupon_id: couponId }, { showLoading: true });

import type { Contact, ContactList } from '@conf/contract';
import { http } from '@conf/shared';

export interface HotelOrderInput {
  hotel_id: number;
  room_id: number;
  check_in: string;
  check_out: string;
  num: number;
  /** One name per room. */
  guests: string[];
  mobile: string;
  coupon_id?: number;
  arrival_time?: string;
  remark?: string;
}

export interface HotelOrderReply {
  order_sn: string;
  status: string;
  pay_amount: number;
  expires_at: string | null;
}

/** Reserves every night of the stay, or none; the key makes a resent submit answer with the first order. */
export const submitHotelOrder = (input: HotelOrderInput, idempotencyKey: string) =>
  http.post<HotelOrderReply>('api/ms.hotel/submit_hotel_order', { ...input, guests: JSON.stringify(input.guests) }, { idempotencyKey, showLoading: true });

export type { Contact };

/** The user's common contacts, to fill a guest's name. */
export const getContacts = () => http.post<ContactList>('api/ms.member/get_my_contact');

/** One of the user's coupons at the checkout of an order of `amount` fen; amounts in fen. */
export interface CouponChoice {
  id: number;
  name: string;
  amount: number;
  threshold: number;
  usable: boolean;
  reason: string;
  discount: number;
}

export const selectCoupon = (meetingId: number, amount: number) =>
  http.post<{ list: CouponChoice[]; best_id: number | null }>('api/ms.coupon/select_coupon', { meeting_id: meetingId, amount });

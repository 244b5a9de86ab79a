import type { ApplyOrderPlaced, Contact, ContactList, CouponChoice, CouponChoiceList } from '@conf/contract';
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

/** The order placed, as a meeting's sign-up answers it. */
export type HotelOrderReply = ApplyOrderPlaced;

/** Reserves every night of the stay, or none; the key makes a resent submit answer with the first order. */
export const submitHotelOrder = (input: HotelOrderInput, idempotencyKey: string) =>
  http.post<HotelOrderReply>(
    'api/ms.hotel/submit_hotel_order',
    { ...input, guests: JSON.stringify(input.guests) },
    { idempotencyKey, showLoading: true },
  );

export type { Contact, CouponChoice };

/** The user's common contacts, to fill a guest's name. */
export const getContacts = () => http.post<ContactList>('api/ms.member/get_my_contact');

export const selectCoupon = (meetingId: number, amount: number) =>
  http.post<CouponChoiceList>('api/ms.coupon/select_coupon', { meeting_id: meetingId, amount });

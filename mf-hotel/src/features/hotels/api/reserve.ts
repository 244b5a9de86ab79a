import type {
  ApplyOrderPlaced,
  Contact,
  ContactList,
  CouponChoice,
  CouponChoiceList,
  CouponOrder,
  HotelReserveInput,
} from '@conf/contract';
import { http } from '@conf/shared';

/** The form's reservation: one guest's name per room, sent as the JSON array the server reads. */
export type HotelOrderInput = Omit<HotelReserveInput, 'guests'> & { guests: string[] };

/** The order placed, as a meeting's sign-up answers it. */
export type HotelOrderReply = ApplyOrderPlaced;

/** Reserves every night of the stay, or none; the key makes a resent submit answer with the first order. */
export const submitHotelOrder = (input: HotelOrderInput, idempotencyKey: string) =>
  http.post<HotelOrderReply>(
    'api/ms.hotel/submit_hotel_order',
    { ...input, guests: JSON.stringify(input.guests) } satisfies HotelReserveInput,
    { idempotencyKey, showLoading: true },
  );

export type { Contact, CouponChoice };

/** The user's common contacts, to fill a guest's name. */
export const getContacts = () => http.post<ContactList>('api/ms.member/get_my_contact');

export const selectCoupon = (meetingId: number, amount: number) =>
  http.post<CouponChoiceList>('api/ms.coupon/select_coupon', { meeting_id: meetingId, amount } satisfies CouponOrder);

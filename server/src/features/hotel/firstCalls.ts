import { askedStay, openingStay, stayTotal, type RoomDetail } from '@conf/contract';
import { ownList, pageId, tokenIfAny, type FirstCalls } from '../../static/firstAnswers';

const roomDetail = (id: number) => `POST api/ms.hotel/get_room_detail?id=${id}`;
const hotelDetail = (id: number) => `POST api/ms.hotel/get_hotel_detail?id=${id}`;

/**
 * A meeting's hotels and the booking form ask a visitor to log in (RequireLogin; the form's code is not even
 * fetched, lazyLoginPage) and call nothing before. A hotel's page reads it with a POST (mf-hotel's getHotelDetail,
 * no stay chosen yet), anonymous for a visitor, with the token for a logged-in user (whether they hold a ticket).
 * A logged-in user's list of a meeting's hotels reads its first page (its second when the first says there is
 * one); their booking form reads its room type, then the coupons for the price of the stay it opens with, one
 * room (ReserveStore, asked whenever the total is not zero).
 */
export const hotelFirstCalls: FirstCalls[] = [
  { path: /^\/hotel\/(list|reserve)\/\d+$/, calls: () => [], whole: true },
  ...tokenIfAny(/^\/hotel\/detail\/(\d{1,9})$/, ([, id]) => [hotelDetail(pageId(id))]),
  // As mf-hotel's getHotelList asks, HOTEL_PAGE_SIZE to a page.
  ownList(/^\/hotel\/list\/(\d{1,9})$/, 'api/ms.hotel/get_hotel_list', 10, (_, [, id]) => ({ meeting_id: String(pageId(id)) })),
  {
    path: /^\/hotel\/reserve\/(\d{1,9})$/,
    signedIn: true,
    whole: true,
    calls: ([, id]) => [roomDetail(pageId(id))],
    then: (data, [, id], query) => {
      const room = data(roomDetail(pageId(id))) as RoomDetail | undefined;
      if (!room) return [];
      const total = stayTotal(room, openingStay(room, askedStay(query.get('check_in'), query.get('check_out'))), 1);
      return total ? [`POST api/ms.coupon/select_coupon?meeting_id=${room.meeting_id}&amount=${total}`] : [];
    },
  },
];

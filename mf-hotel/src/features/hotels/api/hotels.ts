import type {
  BlockWindow,
  HotelDetail,
  HotelDetailInput,
  HotelList,
  HotelListInput,
  HotelMeeting,
  HotelState,
  HotelSummary,
  RoomDetail,
  RoomNight,
  RoomRef,
  RoomState,
  RoomSummary,
  Stay,
} from '@conf/contract';
import { http } from '@conf/shared';

export type { BlockWindow, HotelDetail, HotelState, HotelSummary, RoomDetail, RoomNight, RoomState, RoomSummary, Stay };
export type MeetingBrief = HotelMeeting;
export type HotelListReply = HotelList;

export const HOTEL_PAGE_SIZE = 10;

// Asked with the token, like the rest of a logged-in user's pages (the list is behind the login), so that the page's
// HTML answers it (the server's hotelFirstCalls).
export const getHotelList = (meetingId: number, page: number) =>
  http.post<HotelListReply>('api/ms.hotel/get_hotel_list', {
    meeting_id: meetingId,
    page,
    limit: HOTEL_PAGE_SIZE,
  } satisfies HotelListInput);

// The token rides along (when there is one) so the server can tell whether the user holds a ticket.
export const getHotelDetail = (id: number, stay?: Stay | null) =>
  http.post<HotelDetail>('api/ms.hotel/get_hotel_detail', { id, ...stay } satisfies HotelDetailInput);

export const getRoomDetail = (id: number) => http.post<RoomDetail>('api/ms.hotel/get_room_detail', { id } satisfies RoomRef);

import { http, type PageData } from '@conf/shared';

export interface HotelSummary {
  id: number;
  name: string;
  star: number;
  cover: string;
  address: string;
  /** Metres to the meeting's venue. */
  distance: number;
  /** Fen per night of the cheapest room type; null when it has none. */
  min_price: number | null;
}

export interface MeetingBrief {
  id: number;
  title: string;
  venue: string;
  start_at: string;
  end_at: string;
}

export interface HotelListReply extends PageData<HotelSummary> {
  meeting: MeetingBrief;
}

export interface RoomSummary {
  id: number;
  name: string;
  cover: string;
  price: number;
  bed_type: string;
  area: number;
  breakfast: string;
  max_guests: number;
  /** Rooms free on every night on sale. */
  remaining: number;
  night_count: number;
  sold_out_nights: number;
}

export interface HotelDetail {
  id: number;
  meeting_id: number;
  meeting_title: string;
  meeting_venue: string;
  name: string;
  star: number;
  cover: string;
  images: string[];
  address: string;
  distance: number;
  phone: string;
  intro: string;
  facilities: string[];
  check_in_time: string;
  check_out_time: string;
  rooms: RoomSummary[];
}

export interface RoomNight {
  /** YYYY-MM-DD, the date the night starts. */
  night: string;
  total: number;
  booked: number;
  remaining: number;
}

export interface RoomDetail extends RoomSummary {
  description: string;
  hotel_id: number;
  hotel_name: string;
  check_in_time: string;
  check_out_time: string;
  nights: RoomNight[];
}

export const HOTEL_PAGE_SIZE = 10;

// Hotels are public information; only the list page asks for a login (in the app, per the spec).
export const getHotelList = (meetingId: number, page: number) =>
  http.post<HotelListReply>('api/ms.hotel/get_hotel_list', { meeting_id: meetingId, page, limit: HOTEL_PAGE_SIZE }, { auth: false });

export const getHotelDetail = (id: number) => http.post<HotelDetail>('api/ms.hotel/get_hotel_detail', { id }, { auth: false });

export const getRoomDetail = (id: number) => http.post<RoomDetail>('api/ms.hotel/get_room_detail', { id }, { auth: false });

import { http, type PageData } from '@conf/shared';

export interface HotelSummary {
  id: number;
  name: string;
  star: number;
  cover: string;
  address: string;
  /** Metres to the meeting's venue. */
  distance: number;
  ticket_required: boolean;
  /** Fen per night of the cheapest room type; null when it has none. */
  min_price: number | null;
  /** Rooms of the best room type free on every night of the meeting, before its cut-off. */
  rooms_left: number;
  available: boolean;
  /** Why there are no rooms: every open block is full (sold_out), or no block takes bookings for those nights (closed). */
  state: HotelState;
}

export type HotelState = 'available' | 'sold_out' | 'closed';

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

/** A block's bookable window: nights from first_night to last_night (YYYY-MM-DD), closed after cutoff_at. */
export interface BlockWindow {
  first_night: string;
  last_night: string;
  cutoff_at: string;
  max_nights: number;
  max_rooms: number;
}

export type RoomState = 'available' | 'sold_out' | 'closed' | 'out_of_range';

interface RoomBase {
  id: number;
  name: string;
  cover: string;
  bed_type: string;
  area: number;
  breakfast: string;
  max_guests: number;
  description: string;
}

/** A room type for the stay asked for (or, without dates, its default stay). */
export interface RoomSummary extends RoomBase {
  check_in?: string;
  check_out?: string;
  /** Fen, the first night; null when the room type has no block. */
  price: number | null;
  /** The fewest rooms left over the nights; 0 when the stay cannot be booked. */
  stock: number;
  nights: number;
  total_price: number | null;
  state: RoomState;
  state_text: string;
  block: BlockWindow | null;
}

interface TicketRule {
  meeting_id: number;
  ticket_required: boolean;
  /** Whether the user holds a paid ticket of the meeting; null for a visitor. */
  has_ticket: boolean | null;
}

export interface HotelDetail extends TicketRule {
  id: number;
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
  check_in: string | null;
  check_out: string | null;
  rooms: RoomSummary[];
}

export interface RoomNight {
  /** YYYY-MM-DD, the date the night starts. */
  night: string;
  /** Fen per room. */
  price: number;
  left: number;
}

export interface RoomDetail extends RoomBase, TicketRule {
  hotel_id: number;
  hotel_name: string;
  check_in_time: string;
  check_out_time: string;
  free_cancel_hours: number;
  block: BlockWindow & { closed: boolean; default_stay: Stay };
  /** YYYY-MM-DD in Beijing time. */
  today: string;
  nights: RoomNight[];
}

export interface Stay {
  check_in: string;
  check_out: string;
}

export const HOTEL_PAGE_SIZE = 10;

// Hotels are public; the token rides along (when there is one) so the server can tell whether the user holds a ticket.
export const getHotelList = (meetingId: number, page: number) =>
  http.post<HotelListReply>('api/ms.hotel/get_hotel_list', { meeting_id: meetingId, page, limit: HOTEL_PAGE_SIZE }, { auth: false });

export const getHotelDetail = (id: number, stay?: Stay | null) => http.post<HotelDetail>('api/ms.hotel/get_hotel_detail', { id, ...stay });

export const getRoomDetail = (id: number) => http.post<RoomDetail>('api/ms.hotel/get_room_detail', { id });

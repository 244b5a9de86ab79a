import { http } from '@conf/shared';

export interface GridNight {
  night: string;
  allotment: number;
  /** Fen per room. */
  price: number;
  held: number;
  sold: number;
}

export interface RoomBlock {
  id: number;
  first_night: string;
  last_night: string;
  cutoff_at: string;
  version: number;
  nights: GridNight[];
}

export interface ConsoleRoom {
  id: number;
  name: string;
  bed_type: string;
  breakfast: string;
  max_guests: number;
  version: number;
  block: RoomBlock | null;
}

export interface HotelFields {
  name: string;
  star: number;
  address: string;
  phone: string;
  distance_m: number;
  ticket_required: boolean;
  free_cancel_hours: number;
  published: boolean;
}

export interface ConsoleHotel extends HotelFields {
  id: number;
  version: number;
  rooms: ConsoleRoom[];
}

/** The meeting's hotels, room types and each room type's nights with held and sold. */
export const fetchHotels = (meetingId: number) => http.get<{ list: ConsoleHotel[] }>(`api/admin/meetings/${meetingId}/hotels`);

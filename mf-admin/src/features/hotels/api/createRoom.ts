import { http } from '@conf/shared';

export interface NewRoom {
  name: string;
  bed_type?: string;
  breakfast?: string;
  max_guests?: number;
  first_night: string;
  last_night: string;
  cutoff_at: string;
  allotment: number;
  /** Fen per night. */
  price: number;
}

/** Adds a room type with its block: every night of the window with the same allotment and price. */
export const createRoom = (meetingId: number, hotelId: number, room: NewRoom) =>
  http.post<{ id: number }>(`api/admin/meetings/${meetingId}/hotels/${hotelId}/rooms`, { ...room }, { body: 'json' });

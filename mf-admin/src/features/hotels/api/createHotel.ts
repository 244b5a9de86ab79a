import type { Created, HotelCreate } from '@conf/contract';
import { http } from '@conf/shared';

/** Adds a hotel to the meeting. */
export const createHotel = (meetingId: number, hotel: HotelCreate) =>
  http.post<Created>(`api/admin/meetings/${meetingId}/hotels`, { ...hotel }, { body: 'json' });

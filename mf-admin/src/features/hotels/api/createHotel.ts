import { http } from '@conf/shared';
import type { HotelFields } from './fetchHotels';

/** Adds a hotel to the meeting. */
export const createHotel = (meetingId: number, hotel: Partial<HotelFields>) =>
  http.post<{ id: number }>(`api/admin/meetings/${meetingId}/hotels`, { ...hotel }, { body: 'json' });

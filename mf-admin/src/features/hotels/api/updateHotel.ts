import { call } from '@conf/shared';
import type { ConsoleHotel, HotelFields } from './fetchHotels';

/** Saves a hotel's fields with the version the form loaded (a stale one is refused with the newer record). */
export const updateHotel = (meetingId: number, hotelId: number, version: number, fields: Partial<HotelFields>) =>
  call<ConsoleHotel>('PATCH', `api/admin/meetings/${meetingId}/hotels/${hotelId}`, { ...fields, version }, { body: 'json' });

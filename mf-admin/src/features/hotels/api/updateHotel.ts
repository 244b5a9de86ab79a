import type { ConsoleSaved, HotelFields } from '@conf/contract';
import { call } from '@conf/shared';

/** Saves a hotel's fields with the version the form loaded (a stale one is refused with the newer record). */
export const updateHotel = (meetingId: number, hotelId: number, version: number, fields: Partial<HotelFields>) =>
  call<ConsoleSaved>('PATCH', `api/admin/meetings/${meetingId}/hotels/${hotelId}`, { ...fields, version }, { body: 'json' });

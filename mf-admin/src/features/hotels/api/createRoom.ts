import type { Created, RoomCreate } from '@conf/contract';
import { http } from '@conf/shared';

/** Adds a room type with its block: every night of the window with the same allotment and price. */
export const createRoom = (meetingId: number, hotelId: number, room: RoomCreate) =>
  http.post<Created>(`api/admin/meetings/${meetingId}/hotels/${hotelId}/rooms`, { ...room }, { body: 'json' });

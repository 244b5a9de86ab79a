import type { ConsoleBlock, ConsoleHotel, ConsoleHotelList, ConsoleNight, ConsoleRoom, HotelFields } from '@conf/contract';
import { http } from '@conf/shared';

export type { ConsoleBlock as RoomBlock, ConsoleHotel, ConsoleNight as GridNight, ConsoleRoom, HotelFields };

/** The meeting's hotels, room types and each room type's nights with held and sold. */
export const fetchHotels = (meetingId: number) => http.get<ConsoleHotelList>(`api/admin/meetings/${meetingId}/hotels`);

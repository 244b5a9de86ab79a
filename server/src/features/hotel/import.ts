import type { Queryable } from '../../db';
import { createBlock, type BlockInput } from './blocks';
import { imageUrl } from './images';

/** A partner hotel as organisers write it in a meeting file (import-meeting). */
export interface HotelInput {
  name: string;
  star?: number;
  address?: string;
  distance_m?: number;
  phone?: string;
  intro?: string;
  facilities?: string[];
  cover?: string;
  images?: string[];
  check_in_time?: string;
  check_out_time?: string;
  /** A paid ticket of the meeting is needed before a room can be booked. */
  ticket_required?: boolean;
  free_cancel_hours?: number;
  rooms: Array<{
    name: string;
    bed_type?: string;
    area?: number;
    breakfast?: string;
    max_guests?: number;
    description?: string;
    cover?: string;
    block: BlockInput;
  }>;
}

/** Writes a meeting's hotels, their room types and blocks, in the caller's transaction. Pictures left empty are drawn. */
export async function importHotels(q: Queryable, meetingId: number, hotels: HotelInput[]): Promise<void> {
  for (const [i, h] of hotels.entries()) {
    const look = (i % 6) + 1;
    const cover = h.cover || imageUrl(`facade-${look}`);
    const [hotel] = await q.query<{ id: number }>(
      `INSERT INTO hotels (meeting_id, name, star, cover, images, address, distance_m, phone, intro, facilities, check_in_time, check_out_time,
                           ticket_required, free_cancel_hours, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [
        meetingId,
        h.name,
        h.star ?? 0,
        cover,
        h.images?.length ? h.images : [cover, imageUrl(`lobby-${look}`)],
        h.address ?? '',
        h.distance_m ?? 0,
        h.phone ?? '',
        h.intro ?? '',
        h.facilities ?? [],
        h.check_in_time ?? '14:00',
        h.check_out_time ?? '12:00',
        h.ticket_required ?? false,
        h.free_cancel_hours ?? 24,
        i,
      ],
    );
    for (const [r, room] of h.rooms.entries()) {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO hotel_rooms (hotel_id, name, cover, bed_type, area_m2, breakfast, max_guests, description, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          hotel.id,
          room.name,
          room.cover || imageUrl('room-king'),
          room.bed_type ?? '',
          room.area ?? 0,
          room.breakfast ?? '',
          room.max_guests ?? 2,
          room.description ?? '',
          r,
        ],
      );
      await createBlock(q, row.id, room.block);
    }
  }
}

import type { FastifyInstance } from 'fastify';
import { one } from '../../db';
import { fail, ok } from '../../http/envelope';
import { pageOf, pagingProperties, type Paging } from '../../http/paging';
import { hotelImageRoutes } from './images';

const idBody = (title: string) => ({
  body: { type: 'object', required: ['id'], properties: { id: { type: 'integer', title, minimum: 1 } } },
});

// Hotels and rooms are public: only the list page asks for a login, and it does so in the app.
const VISIBLE_HOTEL = 'h.published AND EXISTS (SELECT 1 FROM meetings m WHERE m.id = h.meeting_id AND m.published)';

// Rooms free on every night on sale (what a whole-meeting stay can get), and how many nights are full.
const ROOM_STOCK = `
  COALESCE((SELECT min(n.total - n.booked) FROM hotel_room_nights n WHERE n.room_id = r.id), 0)::int AS remaining,
  (SELECT count(*) FROM hotel_room_nights n WHERE n.room_id = r.id)::int AS night_count,
  (SELECT count(*) FROM hotel_room_nights n WHERE n.room_id = r.id AND n.booked >= n.total)::int AS sold_out_nights`;

const ROOM_COLUMNS = 'r.id, r.name, r.cover, r.price, r.bed_type, r.area_m2 AS area, r.breakfast, r.max_guests';

export function hotelRoutes(app: FastifyInstance): void {
  hotelImageRoutes(app);

  app.post<{ Body: Paging & { meeting_id: number } }>(
    '/api/ms.hotel/get_hotel_list',
    {
      schema: {
        body: {
          type: 'object',
          required: ['meeting_id'],
          properties: { meeting_id: { type: 'integer', title: '会议ID', minimum: 1 }, ...pagingProperties },
        },
      },
    },
    async (req) => {
      const { meeting_id: meetingId } = req.body;
      const meeting =
        (await one(app.db, 'SELECT id, title, venue, start_at, end_at FROM meetings WHERE id = $1 AND published', [meetingId])) ??
        fail('会议不存在');
      const page = await pageOf(
        app.db,
        `SELECT h.id, h.name, h.star, h.cover, h.address, h.distance_m AS distance,
                (SELECT min(r.price) FROM hotel_rooms r WHERE r.hotel_id = h.id AND r.published) AS min_price
           FROM hotels h WHERE h.meeting_id = $1 AND h.published ORDER BY h.sort, h.id`,
        [meetingId],
        req.body,
      );
      return ok({ ...page, meeting });
    },
  );

  app.post<{ Body: { id: number } }>('/api/ms.hotel/get_hotel_detail', { schema: idBody('酒店ID') }, async (req) => {
    const hotel =
      (await one(
        app.db,
        `SELECT h.id, h.meeting_id, h.name, h.star, h.cover, h.images, h.address, h.distance_m AS distance, h.phone,
                h.intro, h.facilities, h.check_in_time, h.check_out_time, m.title AS meeting_title, m.venue AS meeting_venue
           FROM hotels h JOIN meetings m ON m.id = h.meeting_id WHERE h.id = $1 AND ${VISIBLE_HOTEL}`,
        [req.body.id],
      )) ?? fail('酒店不存在');
    const rooms = await app.db.query(
      `SELECT ${ROOM_COLUMNS}, ${ROOM_STOCK} FROM hotel_rooms r WHERE r.hotel_id = $1 AND r.published ORDER BY r.sort, r.id`,
      [req.body.id],
    );
    return ok({ ...hotel, rooms });
  });

  app.post<{ Body: { id: number } }>('/api/ms.hotel/get_room_detail', { schema: idBody('房型ID') }, async (req) => {
    const room =
      (await one(
        app.db,
        `SELECT ${ROOM_COLUMNS}, r.description, ${ROOM_STOCK}, h.id AS hotel_id, h.name AS hotel_name,
                h.check_in_time, h.check_out_time
           FROM hotel_rooms r JOIN hotels h ON h.id = r.hotel_id WHERE r.id = $1 AND r.published AND ${VISIBLE_HOTEL}`,
        [req.body.id],
      )) ?? fail('房型不存在');
    const nights = await app.db.query(
      `SELECT to_char(night, 'YYYY-MM-DD') AS night, total, booked, total - booked AS remaining
         FROM hotel_room_nights WHERE room_id = $1 ORDER BY night`,
      [req.body.id],
    );
    return ok({ ...room, nights });
  });
}

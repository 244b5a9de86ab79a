import type { FastifyInstance } from 'fastify';
import { one, type Queryable } from '../../db';
import { ok } from '../../http/envelope';
import { BizError, fail } from '../../lib/errors';
import { pageOf, pagingProperties, type Paging } from '../../http/paging';
import { idProperty } from '../../http/schemas';
import { hotelImageRoutes } from './images';
import { addDays, blockOfRoom, dayText, defaultStay, isDay, nightsOf, daysBetween, type Block } from './blocks';

const DAY = (title: string) => ({ type: 'string', title, pattern: '^\\d{4}-\\d{2}-\\d{2}$' }) as const;

// Hotels and rooms are public: only the list page asks for a login, and it does so in the app.
const VISIBLE_HOTEL = 'h.published AND EXISTS (SELECT 1 FROM meetings m WHERE m.id = h.meeting_id AND m.published)';
const ROOM_COLUMNS = 'r.id, r.name, r.cover, r.bed_type, r.area_m2 AS area, r.breakfast, r.max_guests, r.description';

/** The nights people stay for a meeting: from the eve of its first day to the eve of its last. */
const MEETING_NIGHTS = `(m.start_at AT TIME ZONE 'Asia/Shanghai')::date - 1 AS first_night,
  greatest((m.end_at AT TIME ZONE 'Asia/Shanghai')::date - 1, (m.start_at AT TIME ZONE 'Asia/Shanghai')::date - 1) AS last_night`;

export type RoomState = 'available' | 'sold_out' | 'closed' | 'out_of_range';
const STATE_TEXT: Record<RoomState, string> = { available: '可预订', sold_out: '已订完', closed: '已截止预订', out_of_range: '所选日期不可订' };

/** Why a hotel can or cannot be booked for the meeting's nights, as its list card says. */
export type HotelState = 'available' | 'sold_out' | 'closed';
interface HotelRow {
  rooms_left: number;
  /** Room types whose block is open (before its cut-off) with nights of the meeting still ahead. */
  open_rooms: number;
}
const hotelState = (roomsLeft: number, openRooms: number): HotelState => (roomsLeft > 0 ? 'available' : openRooms > 0 ? 'sold_out' : 'closed');

/** Why a stay cannot be booked in this block, or null. Every rule a reservation is held to. */
export function stayProblem(b: Block, checkIn: string, checkOut: string, today: string): string | null {
  if (!isDay(checkIn) || !isDay(checkOut)) return '请选择有效的入住和离店日期';
  if (checkOut <= checkIn) return '离店日期须晚于入住日期';
  if (checkIn < today) return '入住日期不能早于今天';
  if (checkIn < b.first_night || addDays(checkOut, -1) > b.last_night) {
    return `所选日期超出可预订范围，可入住${dayText(b.first_night)}至${dayText(b.last_night)}的夜晚`;
  }
  const nights = daysBetween(checkIn, checkOut);
  if (nights > b.max_nights) return `最多可选择${b.max_nights}天`;
  if (b.closed) return '该房型已截止预订';
  return null;
}

/** Whether the caller holds a paid ticket of the meeting (null for a visitor), so a ticket-only hotel can say so before the booking. */
export async function hasTicket(q: Queryable, userId: number | undefined, meetingId: number): Promise<boolean | null> {
  if (userId === undefined) return null;
  return Boolean(await one(q, "SELECT 1 FROM orders WHERE user_id = $1 AND meeting_id = $2 AND kind = 'meeting' AND status IN ('paid', 'refunding')", [userId, meetingId]));
}

export const todayInShanghai = async (q: Queryable) => (await q.query<{ d: string }>("SELECT to_char((now() AT TIME ZONE 'Asia/Shanghai')::date, 'YYYY-MM-DD') AS d"))[0].d;

/** A room type for a stay: its first night's price, the fewest rooms left over the nights, and whether it can be booked. */
async function roomForStay(q: Queryable, room: { id: number }, stay: { check_in?: string; check_out?: string }, today: string) {
  const block = await blockOfRoom(q, room.id);
  if (!block) return { price: null, stock: 0, nights: 0, total_price: null, state: 'closed' as RoomState, state_text: '暂未开放', block: null };
  const { check_in, check_out } = stay.check_in && stay.check_out ? { check_in: stay.check_in, check_out: stay.check_out } : defaultStay(block, today);
  const problem = stayProblem(block, check_in, check_out, today);
  const nights = await nightsOf(q, block.id, check_in, check_out);
  const stock = nights.length ? Math.min(...nights.map((n) => n.left)) : 0;
  const state: RoomState = block.closed ? 'closed' : problem ? 'out_of_range' : stock <= 0 ? 'sold_out' : 'available';
  const { id: _id, room_id: _r, closed: _c, ...window } = block;
  return {
    check_in,
    check_out,
    price: nights[0]?.price ?? null,
    stock: problem ? 0 : stock,
    nights: nights.length,
    total_price: nights.reduce((s, n) => s + n.price, 0),
    state,
    state_text: state === 'out_of_range' && problem ? problem : STATE_TEXT[state],
    block: window,
  };
}

export function hotelRoutes(app: FastifyInstance): void {
  hotelImageRoutes(app);

  app.post<{ Body: Paging & { meeting_id: number } }>(
    '/api/ms.hotel/get_hotel_list',
    {
      schema: {
        summary: '会议的协议酒店：最低房价、是否还有房',
        body: { type: 'object', required: ['meeting_id'], properties: { meeting_id: idProperty('会议ID'), ...pagingProperties } },
      },
    },
    async (req) => {
      const meeting =
        (await one<{ id: number; first_night: string; last_night: string }>(
          app.db,
          `SELECT m.id, m.title, m.venue, m.start_at, m.end_at, to_char(n.first_night, 'YYYY-MM-DD') AS first_night, to_char(n.last_night, 'YYYY-MM-DD') AS last_night
             FROM meetings m, LATERAL (SELECT ${MEETING_NIGHTS}) n WHERE m.id = $1 AND m.published`,
          [req.body.meeting_id],
        )) ?? fail('会议不存在');
      // Per room type with a block still open and nights of the meeting from today on: its fewest rooms left
      // over those nights. Rooms left is the best of them; with none such, the hotel is closed to bookings.
      const page = await pageOf<HotelRow>(
        app.db,
        `SELECT h.id, h.name, h.star, h.cover, h.address, h.distance_m AS distance, h.ticket_required,
                (SELECT min(n.price) FROM hotel_rooms r JOIN room_blocks b ON b.room_id = r.id JOIN block_nights n ON n.block_id = b.id
                  WHERE r.hotel_id = h.id AND r.published) AS min_price,
                coalesce(w.rooms_left, 0)::int AS rooms_left, coalesce(w.open_rooms, 0)::int AS open_rooms
           FROM hotels h LEFT JOIN LATERAL (
             SELECT max(x.room_left) AS rooms_left, count(*) AS open_rooms FROM (
               SELECT min(greatest(s.capacity - s.held - s.sold, 0)) AS room_left
                 FROM hotel_rooms r JOIN room_blocks b ON b.room_id = r.id JOIN block_nights n ON n.block_id = b.id JOIN stock_items s ON s.id = n.stock_item_id
                WHERE r.hotel_id = h.id AND r.published AND now() < b.cutoff_at
                  AND n.night BETWEEN greatest($2::date, (now() AT TIME ZONE 'Asia/Shanghai')::date) AND $3::date
                GROUP BY r.id) x) w ON true
          WHERE h.meeting_id = $1 AND h.published ORDER BY h.sort, h.id`,
        [meeting.id, meeting.first_night, meeting.last_night],
        req.body,
      );
      return ok({ ...page, data: page.data.map(({ open_rooms, ...h }) => ({ ...h, available: h.rooms_left > 0, state: hotelState(h.rooms_left, open_rooms) })), meeting });
    },
  );

  app.post<{ Body: { id: number; check_in?: string; check_out?: string } }>(
    '/api/ms.hotel/get_hotel_detail',
    {
      schema: {
        summary: '酒店详情与房型：所选日期的首晚价格（分）与最少剩余间数',
        body: { type: 'object', required: ['id'], properties: { id: idProperty('酒店ID'), check_in: DAY('入住日期'), check_out: DAY('离店日期') } },
      },
    },
    async (req) => {
      const { id, check_in, check_out } = req.body;
      if ((check_in && !check_out) || (!check_in && check_out)) return fail('请同时选择入住和离店日期');
      if (check_in && check_out && (!isDay(check_in) || !isDay(check_out) || check_out <= check_in)) return fail(check_out && check_in && check_out <= check_in ? '离店日期须晚于入住日期' : '请选择有效的入住和离店日期');
      const hotel =
        (await one<Record<string, unknown>>(
          app.db,
          `SELECT h.id, h.meeting_id, h.name, h.star, h.cover, h.images, h.address, h.distance_m AS distance, h.phone, h.intro, h.facilities,
                  h.check_in_time, h.check_out_time, h.ticket_required, h.free_cancel_hours, m.title AS meeting_title, m.venue AS meeting_venue
             FROM hotels h JOIN meetings m ON m.id = h.meeting_id WHERE h.id = $1 AND ${VISIBLE_HOTEL}`,
          [id],
        )) ?? fail('酒店不存在');
      const today = await todayInShanghai(app.db);
      const rooms = await app.db.query<{ id: number }>(`SELECT ${ROOM_COLUMNS} FROM hotel_rooms r WHERE r.hotel_id = $1 AND r.published ORDER BY r.sort, r.id`, [id]);
      const out = [];
      for (const r of rooms) out.push({ ...r, ...(await roomForStay(app.db, r, { check_in, check_out }, today)) });
      const hasTicketNow = await hasTicket(app.db, req.user?.id, hotel.meeting_id as number);
      return ok({ ...hotel, has_ticket: hasTicketNow, check_in: check_in ?? null, check_out: check_out ?? null, rooms: out });
    },
  );

  app.post<{ Body: { id: number } }>(
    '/api/ms.hotel/get_room_detail',
    { schema: { summary: '房型详情：可订窗口、截止时间与逐晚价格和余房', body: { type: 'object', required: ['id'], properties: { id: idProperty('房型ID') } } } },
    async (req) => {
      const room =
        (await one<{ id: number; meeting_id: number }>(
          app.db,
          `SELECT ${ROOM_COLUMNS}, h.id AS hotel_id, h.name AS hotel_name, h.meeting_id, h.check_in_time, h.check_out_time, h.ticket_required, h.free_cancel_hours
             FROM hotel_rooms r JOIN hotels h ON h.id = r.hotel_id WHERE r.id = $1 AND r.published AND ${VISIBLE_HOTEL}`,
          [req.body.id],
        )) ?? fail('房型不存在');
      const block = await blockOfRoom(app.db, room.id);
      if (!block) throw new BizError('该房型暂未开放预订');
      const nights = (await nightsOf(app.db, block.id)).map(({ stock_item_id: _s, ...n }) => n);
      const { id: _b, room_id: _r, ...window } = block;
      const today = await todayInShanghai(app.db);
      return ok({ ...room, has_ticket: await hasTicket(app.db, req.user?.id, room.meeting_id), block: { ...window, default_stay: defaultStay(block, today) }, today, nights });
    },
  );
}

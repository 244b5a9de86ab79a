import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HotelDetail, HotelDetailInput, HotelList, HotelListInput, RoomDetail, RoomRef } from '@conf/contract';
import type { Queryable } from '../../db';
import { ok } from '../../http/envelope';
import { BizError, fail } from '../../lib/errors';
import { hotelImageRoutes } from './images';
import { hasTicket, hotelsOfMeeting, meetingForHotels, roomsOfHotel, todayInShanghai, visibleHotel, visibleRoom } from './queries';
import { addDays, blockOfRoom, dayText, defaultStay, isDay, nightsOf, daysBetween, type Block } from './blocks';

export type RoomState = 'available' | 'sold_out' | 'closed' | 'out_of_range';
const STATE_TEXT: Record<RoomState, string> = {
  available: '可预订',
  sold_out: '已订完',
  closed: '已截止预订',
  out_of_range: '所选日期不可订',
};

/** Why a hotel can or cannot be booked for the meeting's nights, as its list card says. */
export type HotelState = 'available' | 'sold_out' | 'closed';
const hotelState = (roomsLeft: number, openRooms: number): HotelState =>
  roomsLeft > 0 ? 'available' : openRooms > 0 ? 'sold_out' : 'closed';

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

/** A room type for a stay: its first night's price, the fewest rooms left over the nights, and whether it can be booked. */
async function roomForStay(q: Queryable, room: { id: number }, stay: { check_in?: string; check_out?: string }, today: string) {
  const block = await blockOfRoom(q, room.id);
  if (!block)
    return { price: null, stock: 0, nights: 0, total_price: null, state: 'closed' as RoomState, state_text: '暂未开放', block: null };
  const { check_in, check_out } =
    stay.check_in && stay.check_out ? { check_in: stay.check_in, check_out: stay.check_out } : defaultStay(block, today);
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

export function hotelRoutes(server: FastifyInstance): void {
  hotelImageRoutes(server);
  const app = server.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/ms.hotel/get_hotel_list',
    {
      schema: {
        summary: '会议的协议酒店：最低房价、是否还有房',
        body: HotelListInput,
        answer: HotelList,
      },
    },
    async (req) => {
      const meeting = (await meetingForHotels(app.db, req.body.meeting_id)) ?? fail('会议不存在');
      const page = await hotelsOfMeeting(app.db, meeting, req.body);
      return ok({
        ...page,
        data: page.data.map(({ open_rooms, ...h }) => ({ ...h, available: h.rooms_left > 0, state: hotelState(h.rooms_left, open_rooms) })),
        meeting,
      });
    },
  );

  app.post(
    '/api/ms.hotel/get_hotel_detail',
    {
      schema: {
        summary: '酒店详情与房型：所选日期的首晚价格（分）与最少剩余间数',
        body: HotelDetailInput,
        answer: HotelDetail,
      },
    },
    async (req) => {
      const { id, check_in, check_out } = req.body;
      if ((check_in && !check_out) || (!check_in && check_out)) return fail('请同时选择入住和离店日期');
      if (check_in && check_out && (!isDay(check_in) || !isDay(check_out) || check_out <= check_in))
        return fail(check_out && check_in && check_out <= check_in ? '离店日期须晚于入住日期' : '请选择有效的入住和离店日期');
      const hotel = (await visibleHotel(app.db, id)) ?? fail('酒店不存在');
      const today = await todayInShanghai(app.db);
      const rooms = await roomsOfHotel(app.db, id);
      const out = [];
      for (const r of rooms) out.push({ ...r, ...(await roomForStay(app.db, r, { check_in, check_out }, today)) });
      const hasTicketNow = await hasTicket(app.db, req.user?.id, hotel.meeting_id as number);
      return ok({ ...hotel, has_ticket: hasTicketNow, check_in: check_in ?? null, check_out: check_out ?? null, rooms: out });
    },
  );

  app.post(
    '/api/ms.hotel/get_room_detail',
    {
      schema: {
        summary: '房型详情：可订窗口、截止时间与逐晚价格和余房',
        body: RoomRef,
        answer: RoomDetail,
      },
    },
    async (req) => {
      const room = (await visibleRoom(app.db, req.body.id)) ?? fail('房型不存在');
      const block = await blockOfRoom(app.db, room.id);
      if (!block) throw new BizError('该房型暂未开放预订');
      const nights = (await nightsOf(app.db, block.id)).map(({ stock_item_id: _s, ...n }) => n);
      const { id: _b, room_id: _r, ...window } = block;
      const today = await todayInShanghai(app.db);
      return ok({
        ...room,
        has_ticket: await hasTicket(app.db, req.user?.id, room.meeting_id),
        block: { ...window, default_stay: defaultStay(block, today) },
        today,
        nights,
      });
    },
  );
}

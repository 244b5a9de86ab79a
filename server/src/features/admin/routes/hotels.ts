import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BlockSave, ConsoleHotelList, ConsoleSaved, Created, HotelCreate, HotelPatch, RoomCreate, type HotelFields } from '@conf/contract';
import { AUTH } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { consoleHotels, createHotel, createRoom, saveBlock, updateHotel } from '../../hotel';
import { meetingParams, meetingThing } from './schemas';

const READ = { ...AUTH, admin: { permission: 'stats.read', on: 'meeting' } } as const;
const WRITE = { ...AUTH, admin: { permission: 'hotels.write', on: 'meeting' } } as const;

const hotelPath = meetingThing('hotel_id', '酒店ID');
const roomPath = meetingThing('room_id', '房型ID');

/** Hotels, room types and the nightly grid of a meeting (allotments through the stock core, saves versioned). */
export function hotelConsoleRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const who = (req: { access: { userId: number }; ip: string; adminMeetingId: number | null }) => ({
    actor: { userId: req.access.userId, ip: req.ip },
    meetingId: req.adminMeetingId!,
  });

  app.get(
    '/api/admin/meetings/:id/hotels',
    {
      config: READ,
      schema: { summary: '会议酒店、房型与逐晚房源（房量、价格、占用、已售）', params: meetingParams, answer: ConsoleHotelList },
    },
    async (req) => ok({ list: await consoleHotels(app.db, req.adminMeetingId!) }),
  );

  app.post(
    '/api/admin/meetings/:id/hotels',
    {
      config: WRITE,
      schema: {
        summary: '添加会议酒店',
        params: meetingParams,
        body: HotelCreate,
        answer: Created,
      },
    },
    async (req) => {
      const b = req.body;
      const fields: HotelFields = {
        star: 0,
        address: '',
        phone: '',
        distance_m: 0,
        ticket_required: false,
        free_cancel_hours: 24,
        published: true,
        ...b,
        name: b.name.trim(),
      };
      const id = await app.db.tx((q) => createHotel(q, who(req), fields));
      return ok({ id }, '酒店已添加');
    },
  );

  app.patch(
    '/api/admin/meetings/:id/hotels/:hotel_id',
    {
      config: WRITE,
      schema: {
        summary: '修改酒店（带 version；已被他人修改时拒绝并返回最新内容）',
        params: hotelPath,
        body: HotelPatch,
        answer: ConsoleSaved,
      },
    },
    async (req) => {
      const { version, ...fields } = req.body;
      const row = await app.db.tx((q) => updateHotel(q, who(req), req.params.hotel_id, version, fields));
      return ok(row, '已保存');
    },
  );

  app.post(
    '/api/admin/meetings/:id/hotels/:hotel_id/rooms',
    {
      config: WRITE,
      schema: {
        summary: '添加房型及其房源（可订的每一晚同一房量与价格，之后可逐晚修改）',
        params: hotelPath,
        body: RoomCreate,
        answer: Created,
      },
    },
    async (req) => {
      const id = await app.db.tx((q) => createRoom(q, who(req), req.params.hotel_id, { ...req.body, name: req.body.name.trim() }));
      return ok({ id }, '房型已添加');
    },
  );

  app.put(
    '/api/admin/meetings/:id/rooms/:room_id/block',
    {
      config: WRITE,
      schema: {
        summary: '保存房型的截止预订时间与逐晚房量、价格（房量少于已占用加已售出时拒绝；改价不影响已有订单）',
        params: roomPath,
        body: BlockSave,
        answer: ConsoleSaved,
      },
    },
    async (req) => {
      const row = await app.db.tx((q) => saveBlock(q, who(req), req.params.room_id, req.body));
      return ok(row, '房源已保存');
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { AUTH } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { idProperty } from '../../../http/schemas';
import { consoleHotels, createHotel, createRoom, saveBlock, updateHotel, type BlockSave, type HotelFields, type NewRoom } from '../../hotel';
import { int, meetingParams, str, time } from './schemas';

const READ = { ...AUTH, admin: { permission: 'stats.read', on: 'meeting' } } as const;
const WRITE = { ...AUTH, admin: { permission: 'hotels.write', on: 'meeting' } } as const;

const DAY = (title: string) => ({ type: 'string', title, pattern: '^\\d{4}-\\d{2}-\\d{2}$' }) as const;
const VERSION = { type: 'integer', title: '版本', minimum: 1 } as const;

const hotelProps = {
  name: { type: 'string', title: '酒店名称', minLength: 1, maxLength: 60 },
  star: { type: 'integer', title: '星级', minimum: 0, maximum: 5 },
  address: { type: 'string', title: '地址', maxLength: 200 },
  phone: { type: 'string', title: '电话', maxLength: 30 },
  distance_m: { type: 'integer', title: '距会场（米）', minimum: 0, maximum: 1_000_000 },
  ticket_required: { type: 'boolean', title: '须先购票' },
  free_cancel_hours: { type: 'integer', title: '免费取消时限（小时）', minimum: 0, maximum: 720 },
  published: { type: 'boolean', title: '上架' },
} as const;

const night = { type: 'object', properties: { night: str, allotment: int, price: int, held: int, sold: int } };
const room = {
  type: 'object',
  properties: {
    id: int, name: str, bed_type: str, breakfast: str, max_guests: int, version: int,
    block: { type: 'object', nullable: true, properties: { id: int, first_night: str, last_night: str, cutoff_at: time, version: int, nights: { type: 'array', items: night } } },
  },
};
const hotel = {
  type: 'object',
  properties: {
    id: int, name: str, star: int, address: str, phone: str, distance_m: int, ticket_required: { type: 'boolean' }, free_cancel_hours: int, published: { type: 'boolean' }, version: int,
    rooms: { type: 'array', items: room },
  },
};
const saved = { type: 'object', additionalProperties: true, properties: { id: int, version: int } };
const hotelPath = { type: 'object', required: ['id', 'hotel_id'], properties: { id: idProperty('会议ID'), hotel_id: idProperty('酒店ID') } } as const;
const roomPath = { type: 'object', required: ['id', 'room_id'], properties: { id: idProperty('会议ID'), room_id: idProperty('房型ID') } } as const;

/** Hotels, room types and the nightly grid of a meeting (allotments through the stock core, saves versioned). */
export function hotelConsoleRoutes(app: FastifyInstance): void {
  const who = (req: { access: { userId: number }; ip: string; adminMeetingId: number | null }) => ({ actor: { userId: req.access.userId, ip: req.ip }, meetingId: req.adminMeetingId! });

  app.get(
    '/api/admin/meetings/:id/hotels',
    { config: READ, schema: { summary: '会议酒店、房型与逐晚房源（房量、价格、占用、已售）', params: meetingParams, answer: { type: 'object', properties: { list: { type: 'array', items: hotel } } } } },
    async (req) => ok({ list: await consoleHotels(app.db, req.adminMeetingId!) }),
  );

  app.post<{ Body: Partial<HotelFields> & { name: string } }>(
    '/api/admin/meetings/:id/hotels',
    {
      config: WRITE,
      schema: {
        summary: '添加会议酒店',
        params: meetingParams,
        body: { type: 'object', required: ['name'], additionalProperties: false, properties: hotelProps },
        answer: { type: 'object', properties: { id: int } },
      },
    },
    async (req) => {
      const b = req.body;
      const fields: HotelFields = { star: 0, address: '', phone: '', distance_m: 0, ticket_required: false, free_cancel_hours: 24, published: true, ...b, name: b.name.trim() };
      const id = await app.db.tx((q) => createHotel(q, who(req), fields));
      return ok({ id }, '酒店已添加');
    },
  );

  app.patch<{ Body: Partial<HotelFields> & { version: number }; Params: { hotel_id: number } }>(
    '/api/admin/meetings/:id/hotels/:hotel_id',
    {
      config: WRITE,
      schema: {
        summary: '修改酒店（带 version；已被他人修改时拒绝并返回最新内容）',
        params: hotelPath,
        body: { type: 'object', required: ['version'], additionalProperties: false, properties: { ...hotelProps, version: VERSION } },
        answer: saved,
      },
    },
    async (req) => {
      const { version, ...fields } = req.body;
      const row = await app.db.tx((q) => updateHotel(q, who(req), req.params.hotel_id, version, fields));
      return ok(row, '已保存');
    },
  );

  app.post<{ Body: NewRoom; Params: { hotel_id: number } }>(
    '/api/admin/meetings/:id/hotels/:hotel_id/rooms',
    {
      config: WRITE,
      schema: {
        summary: '添加房型及其房源（可订的每一晚同一房量与价格，之后可逐晚修改）',
        params: hotelPath,
        body: {
          type: 'object',
          required: ['name', 'first_night', 'last_night', 'cutoff_at', 'allotment', 'price'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', title: '房型名称', minLength: 1, maxLength: 40 },
            bed_type: { type: 'string', title: '床型', maxLength: 20, default: '' },
            breakfast: { type: 'string', title: '早餐', maxLength: 20, default: '' },
            max_guests: { type: 'integer', title: '可住人数', minimum: 1, maximum: 10, default: 2 },
            first_night: DAY('首晚'),
            last_night: DAY('末晚'),
            cutoff_at: { type: 'string', title: '截止预订时间', format: 'date-time' },
            allotment: { type: 'integer', title: '每晚房量', minimum: 0, maximum: 10000 },
            price: { type: 'integer', title: '每晚价格（分）', minimum: 0, maximum: 100_000_00 },
          },
        },
        answer: { type: 'object', properties: { id: int } },
      },
    },
    async (req) => {
      const id = await app.db.tx((q) => createRoom(q, who(req), req.params.hotel_id, { ...req.body, name: req.body.name.trim() }));
      return ok({ id }, '房型已添加');
    },
  );

  app.put<{ Body: BlockSave; Params: { room_id: number } }>(
    '/api/admin/meetings/:id/rooms/:room_id/block',
    {
      config: WRITE,
      schema: {
        summary: '保存房型的截止预订时间与逐晚房量、价格（房量少于已占用加已售出时拒绝；改价不影响已有订单）',
        params: roomPath,
        body: {
          type: 'object',
          required: ['version', 'cutoff_at', 'nights'],
          additionalProperties: false,
          properties: {
            version: VERSION,
            cutoff_at: { type: 'string', title: '截止预订时间', format: 'date-time' },
            nights: {
              type: 'array',
              title: '逐晚房源',
              maxItems: 60,
              items: { type: 'object', required: ['night', 'allotment', 'price'], properties: { night: str, allotment: int, price: int } },
            },
          },
        },
        answer: saved,
      },
    },
    async (req) => {
      const row = await app.db.tx((q) => saveBlock(q, who(req), req.params.room_id, req.body));
      return ok(row, '房源已保存');
    },
  );
}

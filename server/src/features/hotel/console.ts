import type { BlockSave, ConsoleNight, HotelFields, RoomCreate } from '@conf/contract';
import type { Queryable } from '../../db';
import { audit, saveVersioned, setCapacity, type AuditActor } from '../../core';
import { BizError } from '../../lib/errors';
import { addDays, createBlock, dayText, daysBetween, isDay } from './blocks';
import { imageUrl } from './images';

/** The organiser console's side of hotels: the meeting's hotels, room types and each room type's grid of nights. */

type Who = { actor: AuditActor; meetingId: number };

const NIGHT_LIMIT = 60;

/** The meeting's hotels with their room types and, per room type, its block and nights with held and sold. */
export async function consoleHotels(q: Queryable, meetingId: number) {
  const hotels = await q.query<HotelFields & { id: number; version: number }>(
    `SELECT id, name, star, address, phone, distance_m, ticket_required, free_cancel_hours, published, version
       FROM hotels WHERE meeting_id = $1 ORDER BY sort, id`,
    [meetingId],
  );
  const rooms = await q.query<{
    id: number;
    hotel_id: number;
    name: string;
    bed_type: string;
    breakfast: string;
    max_guests: number;
    version: number;
  }>(
    `SELECT r.id, r.hotel_id, r.name, r.bed_type, r.breakfast, r.max_guests, r.version
       FROM hotel_rooms r JOIN hotels h ON h.id = r.hotel_id WHERE h.meeting_id = $1 ORDER BY r.sort, r.id`,
    [meetingId],
  );
  const blocks = await q.query<{ id: number; room_id: number; first_night: string; last_night: string; cutoff_at: Date; version: number }>(
    `SELECT b.id, b.room_id, to_char(b.first_night, 'YYYY-MM-DD') AS first_night, to_char(b.last_night, 'YYYY-MM-DD') AS last_night, b.cutoff_at, b.version
       FROM room_blocks b JOIN hotel_rooms r ON r.id = b.room_id JOIN hotels h ON h.id = r.hotel_id WHERE h.meeting_id = $1`,
    [meetingId],
  );
  const nights = await q.query<ConsoleNight & { block_id: number }>(
    `SELECT n.block_id, to_char(n.night, 'YYYY-MM-DD') AS night, s.capacity AS allotment, n.price, s.held, s.sold
       FROM block_nights n JOIN stock_items s ON s.id = n.stock_item_id
      WHERE n.block_id = ANY($1::int[]) ORDER BY n.night`,
    [blocks.map((b) => b.id)],
  );
  const blockOf = (roomId: number) => {
    const b = blocks.find((x) => x.room_id === roomId);
    return b ? { ...b, nights: nights.filter((n) => n.block_id === b.id).map(({ block_id: _b, ...n }) => n) } : null;
  };
  return hotels.map((h) => ({
    ...h,
    rooms: rooms.filter((r) => r.hotel_id === h.id).map(({ hotel_id: _h, ...r }) => ({ ...r, block: blockOf(r.id) })),
  }));
}

/** A hotel of this meeting, or the one refusal for a hotel that is not (another meeting's hotel is not probed). */
async function hotelOfMeeting(q: Queryable, meetingId: number, hotelId: number): Promise<void> {
  const [row] = await q.query('SELECT 1 FROM hotels WHERE id = $1 AND meeting_id = $2', [hotelId, meetingId]);
  if (!row) throw new BizError('酒店不存在');
}

export async function createHotel(q: Queryable, who: Who, h: HotelFields): Promise<number> {
  const cover = imageUrl('facade-1');
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO hotels (meeting_id, name, star, address, phone, distance_m, ticket_required, free_cancel_hours, published, cover, images, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, (SELECT coalesce(max(sort) + 1, 0) FROM hotels WHERE meeting_id = $1)) RETURNING id`,
    [who.meetingId, h.name, h.star, h.address, h.phone, h.distance_m, h.ticket_required, h.free_cancel_hours, h.published, cover, [cover]],
  );
  await audit(q, { actor: who.actor, meetingId: who.meetingId, action: 'hotel.create', target: `hotel:${row.id}`, after: h });
  return row.id;
}

export async function updateHotel(q: Queryable, who: Who, hotelId: number, version: number, h: Partial<HotelFields>) {
  await hotelOfMeeting(q, who.meetingId, hotelId);
  return saveVersioned(q, {
    table: 'hotels',
    id: hotelId,
    version,
    set: h,
    audit: { actor: who.actor, meetingId: who.meetingId, action: 'hotel.update', target: `hotel:${hotelId}` },
    notFound: '酒店不存在',
  });
}

/** Why a window of nights cannot be a block, or null. */
function windowProblem(first: string, last: string, cutoff: string): string | null {
  if (!isDay(first) || !isDay(last)) return '请填写有效的首晚和末晚日期';
  if (last < first) return '末晚不能早于首晚';
  if (daysBetween(first, last) + 1 > NIGHT_LIMIT) return `房源最多${NIGHT_LIMIT}晚`;
  if (Number.isNaN(Date.parse(cutoff))) return '请填写有效的截止预订时间';
  return null;
}

/** A room type and its block, every night of the window with the same allotment and price. */
export async function createRoom(q: Queryable, who: Who, hotelId: number, r: RoomCreate): Promise<number> {
  await hotelOfMeeting(q, who.meetingId, hotelId);
  const problem = windowProblem(r.first_night, r.last_night, r.cutoff_at);
  if (problem) throw new BizError(problem);
  const [room] = await q.query<{ id: number }>(
    `INSERT INTO hotel_rooms (hotel_id, name, bed_type, breakfast, max_guests, cover, sort)
     VALUES ($1, $2, $3, $4, $5, $6, (SELECT coalesce(max(sort) + 1, 0) FROM hotel_rooms WHERE hotel_id = $1)) RETURNING id`,
    [hotelId, r.name, r.bed_type, r.breakfast, r.max_guests, imageUrl('room-king')],
  );
  const count = daysBetween(r.first_night, r.last_night) + 1;
  const nights = Array.from({ length: count }, (_, i) => ({ night: addDays(r.first_night, i), allotment: r.allotment, price: r.price }));
  await createBlock(q, room.id, { first_night: r.first_night, last_night: r.last_night, cutoff_at: r.cutoff_at, nights });
  await audit(q, {
    actor: who.actor,
    meetingId: who.meetingId,
    action: 'hotel_room.create',
    target: `hotel_room:${room.id}`,
    after: { hotel_id: hotelId, ...r },
  });
  return room.id;
}

/**
 * Saves a room type's grid: the block's cut-off and, night by night, allotment and price. The block's version
 * is compared under its row lock first; each allotment then goes through the stock core, whose conditional
 * update refuses one below what is held and sold (the CHECK on stock_items behind it). Prices change the block
 * only: an order keeps the night prices it was booked with (hotel_reservations.night_prices).
 */
export async function saveBlock(q: Queryable, who: Who, roomId: number, s: BlockSave) {
  const [block] = await q.query<{ id: number }>(
    'SELECT b.id FROM room_blocks b JOIN hotel_rooms r ON r.id = b.room_id JOIN hotels h ON h.id = r.hotel_id WHERE b.room_id = $1 AND h.meeting_id = $2',
    [roomId, who.meetingId],
  );
  if (!block) throw new BizError('房型不存在');
  if (Number.isNaN(Date.parse(s.cutoff_at))) throw new BizError('请填写有效的截止预订时间');
  const saved = await saveVersioned(q, {
    table: 'room_blocks',
    id: block.id,
    version: s.version,
    set: { cutoff_at: new Date(s.cutoff_at) },
    audit: { actor: who.actor, meetingId: who.meetingId, action: 'room_block.update', target: `room_block:${block.id}` },
    notFound: '房型不存在',
  });
  const current = await q.query<{ night: string; price: number; stock_item_id: number; allotment: number }>(
    `SELECT to_char(n.night, 'YYYY-MM-DD') AS night, n.price, n.stock_item_id, s.capacity AS allotment
       FROM block_nights n JOIN stock_items s ON s.id = n.stock_item_id WHERE n.block_id = $1 ORDER BY n.night`,
    [block.id],
  );
  const before: typeof s.nights = [];
  const after: typeof s.nights = [];
  for (const n of s.nights) {
    const was = current.find((c) => c.night === n.night);
    if (!was) throw new BizError(`${isDay(n.night) ? dayText(n.night) : n.night}不在该房型的可订日期内`);
    if (!Number.isInteger(n.allotment) || n.allotment < 0 || n.allotment > 10000)
      throw new BizError(`${dayText(n.night)}的房量应为 0 到 10000 的整数`);
    if (!Number.isInteger(n.price) || n.price < 0 || n.price > 100_000_00)
      throw new BizError(`${dayText(n.night)}的价格应为 0 到 100000 元`);
    if (n.allotment === was.allotment && n.price === was.price) continue;
    if (n.allotment !== was.allotment) await resize(q, was.stock_item_id, n.night, n.allotment);
    if (n.price !== was.price)
      await q.query('UPDATE block_nights SET price = $3 WHERE block_id = $1 AND night = $2', [block.id, n.night, n.price]);
    before.push({ night: n.night, allotment: was.allotment, price: was.price });
    after.push(n);
  }
  if (after.length)
    await audit(q, {
      actor: who.actor,
      meetingId: who.meetingId,
      action: 'room_block.nights',
      target: `room_block:${block.id}`,
      before,
      after,
    });
  return saved;
}

/** One night's allotment through the core; refused with the night's numbers when below what is held and sold. */
async function resize(q: Queryable, itemId: number, night: string, allotment: number): Promise<void> {
  try {
    await setCapacity(q, itemId, allotment);
  } catch (error) {
    if (!(error instanceof BizError)) throw error;
    // Only for the message: the refused update changed nothing, and the caller's transaction is rolled back.
    const [s] = await q.query<{ held: number; sold: number }>('SELECT held, sold FROM stock_items WHERE id = $1', [itemId]);
    throw new BizError(
      `${dayText(night)}的房量不能少于已售出和已占用的 ${s.held + s.sold} 间（已售 ${s.sold} 间，待支付占用 ${s.held} 间）`,
    );
  }
}

import type { Queryable } from '../../db';
import { ensureStockItem } from '../../core';

/** A room type's block for its meeting, as organisers write it (import-meeting, demo data). */
export interface BlockInput {
  /** First and last night that can be booked, YYYY-MM-DD. */
  first_night: string;
  last_night: string;
  /** After this the block takes no new bookings (ISO time). */
  cutoff_at: string;
  max_nights?: number;
  max_rooms?: number;
  /** Night by night: rooms allotted and the price per room in fen; every night of the window must be given. */
  nights: Array<{ night: string; allotment: number; price: number }>;
}

/** Creates the block and a stock item per night, in the caller's transaction. */
export async function createBlock(q: Queryable, roomId: number, b: BlockInput): Promise<number> {
  const [block] = await q.query<{ id: number }>(
    'INSERT INTO room_blocks (room_id, first_night, last_night, cutoff_at, max_nights, max_rooms) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [roomId, b.first_night, b.last_night, b.cutoff_at, b.max_nights ?? 7, b.max_rooms ?? 5],
  );
  for (const n of b.nights) {
    const itemId = await ensureStockItem(q, 'room_night', `room_block:${block.id}:${n.night}`, n.allotment);
    await q.query('INSERT INTO block_nights (block_id, night, price, stock_item_id) VALUES ($1, $2, $3, $4)', [
      block.id,
      n.night,
      n.price,
      itemId,
    ]);
  }
  return block.id;
}

export interface Block {
  id: number;
  room_id: number;
  first_night: string;
  last_night: string;
  cutoff_at: Date;
  max_nights: number;
  max_rooms: number;
  closed: boolean;
}

export interface NightAvailability {
  night: string;
  price: number;
  left: number;
  stock_item_id: number;
}

const BLOCK_COLUMNS = `b.id, b.room_id, to_char(b.first_night, 'YYYY-MM-DD') AS first_night, to_char(b.last_night, 'YYYY-MM-DD') AS last_night,
  b.cutoff_at, b.max_nights, b.max_rooms, now() >= b.cutoff_at AS closed`;

export async function blockOfRoom(q: Queryable, roomId: number): Promise<Block | undefined> {
  const [b] = await q.query<Block>(`SELECT ${BLOCK_COLUMNS} FROM room_blocks b WHERE b.room_id = $1`, [roomId]);
  return b;
}

/** Nights of a block from check-in up to (not including) check-out, each with its price and rooms left. */
export async function nightsOf(q: Queryable, blockId: number, checkIn?: string, checkOut?: string): Promise<NightAvailability[]> {
  return q.query<NightAvailability>(
    `SELECT to_char(n.night, 'YYYY-MM-DD') AS night, n.price, greatest(s.capacity - s.held - s.sold, 0) AS left, n.stock_item_id
       FROM block_nights n JOIN stock_items s ON s.id = n.stock_item_id
      WHERE n.block_id = $1 AND ($2::date IS NULL OR n.night >= $2::date) AND ($3::date IS NULL OR n.night < $3::date)
      ORDER BY n.night`,
    [blockId, checkIn ?? null, checkOut ?? null],
  );
}

/** YYYY-MM-DD plus days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export const isDay = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/**
 * The stay a room shows when no dates are chosen: the window from its first night still ahead (today or
 * later; a meeting under way has nights behind it), as long as the longest stay allows.
 */
export function defaultStay(
  b: Pick<Block, 'first_night' | 'last_night' | 'max_nights'>,
  today = '',
): { check_in: string; check_out: string } {
  const start = today > b.first_night && today <= b.last_night ? today : b.first_night;
  const nights = Math.min(daysBetween(start, b.last_night) + 1, b.max_nights);
  return { check_in: start, check_out: addDays(start, nights) };
}

/** "12月1日" for messages. */
export const dayText = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;

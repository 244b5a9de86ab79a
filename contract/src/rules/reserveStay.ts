import type { RoomDetail, Stay } from '../schemas/hotel';

/** What a stay is judged against: the room's window of nights, today, and each night's price and rooms left. */
export type StayRoom = Pick<RoomDetail, 'today' | 'block' | 'nights'>;

export interface StayWindow {
  first: string;
  last: string;
  maxNights: number;
}

const DAY_MS = 86_400_000;
const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** YYYY-MM-DD plus days (a calendar date: no time zone, no daylight saving). */
export const addDays = (day: string, days: number): string => new Date(dayTime(day) + days * DAY_MS).toISOString().slice(0, 10);

export const nightsBetween = (checkIn: string, checkOut: string): number => Math.round((dayTime(checkOut) - dayTime(checkIn)) / DAY_MS);

/** The nights that can still be booked (from today on), or null when none can. */
export function stayWindow(room: StayRoom): StayWindow | null {
  const first = room.block.first_night < room.today ? room.today : room.block.first_night;
  if (first > room.block.last_night) return null;
  return { first, last: room.block.last_night, maxNights: room.block.max_nights };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date that exists, written YYYY-MM-DD (not 2030-06-99, nor 2030-02-30, which Date would roll over). */
const isDay = (value: string): boolean => {
  const time = dayTime(value);
  return DAY.test(value) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

/** The stay a reservation's address asks for (`?check_in=&check_out=`), when both are dates that exist. */
export const askedStay = (checkIn: string | null, checkOut: string | null): Stay | null =>
  checkIn && checkOut && isDay(checkIn) && isDay(checkOut) ? { check_in: checkIn, check_out: checkOut } : null;

/**
 * The stay the reservation form opens with: the one its address asks for when it lies in the window, otherwise the
 * block's default. The page shows it, and the server answers in the page the coupons for its price.
 */
export function openingStay(room: StayRoom, asked: Stay | null): Stay {
  const w = stayWindow(room);
  const fits =
    !!asked &&
    !!w &&
    asked.check_in >= w.first &&
    asked.check_out > asked.check_in &&
    addDays(asked.check_out, -1) <= w.last &&
    nightsBetween(asked.check_in, asked.check_out) <= w.maxNights;
  return fits ? asked : room.block.default_stay;
}

/** The stay's nights, with their price per room and rooms left. */
export const stayNights = (room: StayRoom, stay: Stay) => room.nights.filter((n) => n.night >= stay.check_in && n.night < stay.check_out);

/** Fen: every night's price times the rooms. */
export const stayTotal = (room: StayRoom, stay: Stay, rooms: number): number =>
  stayNights(room, stay).reduce((sum, n) => sum + n.price, 0) * rooms;

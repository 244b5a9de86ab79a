import { dayjs } from '@conf/shared';
import type { RoomSummary } from './api/hotels';

const STAR_LABELS = ['经济型', '一星级', '二星级', '三星级', '四星级', '五星级'];

export const starLabel = (star: number): string => STAR_LABELS[star] ?? STAR_LABELS[0];

/** 350 -> 距会场350米, 1200 -> 距会场1.2公里. */
export function distanceText(metres: number): string {
  if (metres < 1000) return `距会场${metres}米`;
  return `距会场${Number((metres / 1000).toFixed(1))}公里`;
}

/** 大床 · 35㎡ · 含早: what a room type has, its missing parts left out. */
export const roomFeatures = (room: Pick<RoomSummary, 'bed_type' | 'area' | 'breakfast'>) =>
  [room.bed_type, room.area ? `${room.area}㎡` : '', room.breakfast].filter(Boolean).join(' · ');

/** Whether booking waits for a ticket: the hotel asks for one and the user has none (or is not logged in). */
export const needsTicket = (rule: { ticket_required: boolean; has_ticket: boolean | null }) =>
  rule.ticket_required && rule.has_ticket !== true;

export type StockTone = 'ok' | 'partial' | 'none';

/** What a room type offers for the stay: the rooms left, else why it cannot be booked, in the server's words. */
export function stockText(room: Pick<RoomSummary, 'state' | 'stock' | 'state_text'>): { text: string; tone: StockTone } {
  if (room.state === 'available') return { text: `剩余${room.stock}间`, tone: 'ok' };
  return { text: room.state_text, tone: room.state === 'out_of_range' ? 'partial' : 'none' };
}

/** A night as 6月11日 周二 (a calendar date, not a moment: no time zone shift). */
export const nightLabel = (night: string): string => dayjs(night).locale('zh-cn').format('M月D日 ddd');

/** 6月11日 (a calendar date). */
export const dayLabel = (day: string): string => dayjs(day).format('M月D日');

/** A calendar date as a local Date (what the calendar picks), and back. */
export const toDate = (day: string): Date => dayjs(day).toDate();
export const fromDate = (date: Date): string => dayjs(date).format('YYYY-MM-DD');

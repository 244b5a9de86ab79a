import { dayjs } from '@conf/shared';
import type { RoomSummary } from './api/hotels';

const STAR_LABELS = ['经济型', '一星级', '二星级', '三星级', '四星级', '五星级'];

export const starLabel = (star: number): string => STAR_LABELS[star] ?? STAR_LABELS[0];

/** 350 -> 距会场350米, 1200 -> 距会场1.2公里. */
export function distanceText(metres: number): string {
  if (metres < 1000) return `距会场${metres}米`;
  return `距会场${Number((metres / 1000).toFixed(1))}公里`;
}

export type StockTone = 'ok' | 'partial' | 'none';

/** What a room type has left: the rooms free on every night, else whether some nights still have rooms. */
export function stockText(room: Pick<RoomSummary, 'remaining' | 'night_count' | 'sold_out_nights'>): { text: string; tone: StockTone } {
  if (room.night_count === 0) return { text: '暂无房源', tone: 'none' };
  if (room.remaining > 0) return { text: `剩余${room.remaining}间`, tone: 'ok' };
  if (room.sold_out_nights < room.night_count) return { text: '部分日期满房', tone: 'partial' };
  return { text: '已满房', tone: 'none' };
}

/** A night as 6月11日 周二 (a calendar date, not a moment: no time zone shift). */
export const nightLabel = (night: string): string => dayjs(night).locale('zh-cn').format('M月D日 ddd');

import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import utc from 'dayjs/plugin/utc';
import { chinaTime } from './chinaTime';

export const TIME_ZONE = 'Asia/Shanghai';

dayjs.extend(utc);
dayjs.extend(chinaTime);
dayjs.locale('zh-cn');

/** A server time (UTC ISO string or epoch) shown in Asia/Shanghai, zh-cn. */
export function formatTime(value: string | number | Date, format = 'YYYY年M月D日 HH:mm'): string {
  return dayjs(value).tz(TIME_ZONE).locale('zh-cn').format(format);
}

export function formatDateRange(start: string | number | Date, end: string | number | Date): string {
  const s = dayjs(start).tz(TIME_ZONE);
  const e = dayjs(end).tz(TIME_ZONE);
  if (s.isSame(e, 'day')) return `${s.format('YYYY年M月D日')} ${s.format('HH:mm')}-${e.format('HH:mm')}`;
  if (s.isSame(e, 'year')) return `${s.format('YYYY年M月D日')} - ${e.format('M月D日')}`;
  return `${s.format('YYYY年M月D日')} - ${e.format('YYYY年M月D日')}`;
}

export { dayjs };

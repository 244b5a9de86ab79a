import { dayjs } from '@conf/shared';

/** A server time as the console shows it (Beijing time). */
export const shortTime = (at: string | null | undefined) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm') : '—');

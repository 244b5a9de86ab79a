/** Demo dates are relative to the day the data is loaded, in Asia/Shanghai, so statuses come out right. */
const DAY_MS = 24 * 60 * 60 * 1000;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of the day `offset` days from today in Shanghai. */
export function shanghaiDate(offset: number, now = Date.now()): string {
  return new Date(now + SHANGHAI_OFFSET_MS + offset * DAY_MS).toISOString().slice(0, 10);
}

/** A Shanghai wall-clock time `offset` days from today, e.g. at(1, '09:30'). */
export function at(offset: number, hhmm: string, now = Date.now()): string {
  return `${shanghaiDate(offset, now)}T${hhmm}:00+08:00`;
}

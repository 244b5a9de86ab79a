import { dayjs, TIME_ZONE } from '@conf/shared';
import type { Dayjs } from 'dayjs';

const formats = new Map<string, Intl.DateTimeFormat>();

/** Minutes `zone` (an IANA name) is ahead of UTC at the instant `ms`, from the browser's own zone data. */
export function zoneOffset(zone: string, ms: number): number {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(ms)).map((x) => [x.type, Number(x.value)]));
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

/**
 * An instant as a browser-local date whose clock reads what a clock in `zone` reads then: what a date picker,
 * which only knows the browser's zone, must be given to show the meeting's time.
 */
export function toWallClock(instant: Dayjs, zone: string): Dayjs {
  const w = new Date(instant.valueOf() + zoneOffset(zone, instant.valueOf()) * 60_000);
  return dayjs(new Date(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate(), w.getUTCHours(), w.getUTCMinutes(), w.getUTCSeconds()));
}

/** The instant at which a clock in `zone` reads the browser-local `wall` (what a date picker hands back). */
export function fromWallClock(wall: Dayjs, zone: string): Dayjs {
  const asUtc = Date.UTC(wall.year(), wall.month(), wall.date(), wall.hour(), wall.minute(), wall.second());
  // The offset at the first guess is off by the zone's change when a DST switch lies between; a second look settles it.
  const guess = asUtc - zoneOffset(zone, asUtc) * 60_000;
  return dayjs(asUtc - zoneOffset(zone, guess) * 60_000);
}

type Instant = string | number | Date | null | undefined;

/** An instant as a clock in `zone` reads it, in `format` (dayjs's utc plugin shifts it by the zone's offset then). */
export function onZoneClock(at: Instant, zone: string, format = 'YYYY-MM-DD HH:mm'): string {
  if (at == null || at === '') return '—';
  const d = dayjs(at);
  return d.utcOffset(zoneOffset(zone, d.valueOf())).format(format);
}

/** What follows a meeting's times so nobody reads them as Beijing time: nothing for Beijing time itself. */
export const zoneLabel = (zone: string) => (zone === TIME_ZONE ? '' : `（${zone}）`);

/** A meeting's time as the console shows it: on the meeting's clock, named when that is not Beijing time. */
export function zonedTime(at: Instant, zone: string, format?: string): string {
  const shown = onZoneClock(at, zone, format);
  return shown === '—' ? shown : `${shown}${zoneLabel(zone)}`;
}

import { dayjs } from '@conf/shared';
import { fromWallClock, toWallClock, zoneOffset } from './zoneTime';

const wall = (iso: string, zone: string) => toWallClock(dayjs(iso), zone).format('YYYY-MM-DD HH:mm');
const instant = (local: string, zone: string) => fromWallClock(dayjs(local), zone).toISOString();

it('reads an instant on the meeting\'s clock, whatever the browser\'s zone', () => {
  expect(wall('2030-05-10T01:00:00Z', 'Asia/Shanghai')).toBe('2030-05-10 09:00');
  expect(wall('2030-05-10T01:00:00Z', 'Europe/London')).toBe('2030-05-10 02:00');
  expect(wall('2030-05-10T01:00:00Z', 'America/New_York')).toBe('2030-05-09 21:00');
});

it('writes a picked clock time as the instant it is in the meeting\'s zone', () => {
  expect(instant('2030-05-10T09:00:00', 'Asia/Shanghai')).toBe('2030-05-10T01:00:00.000Z');
  expect(instant('2030-05-09T21:00:00', 'America/New_York')).toBe('2030-05-10T01:00:00.000Z');
});

it('takes the offset on the day itself either side of a summer-time change', () => {
  // New York moves to summer time at 02:00 on 2026-03-08 (07:00 UTC).
  expect(zoneOffset('America/New_York', Date.parse('2026-03-08T06:59:00Z'))).toBe(-300);
  expect(zoneOffset('America/New_York', Date.parse('2026-03-08T07:00:00Z'))).toBe(-240);
  expect(instant('2026-03-08T01:30:00', 'America/New_York')).toBe('2026-03-08T06:30:00.000Z');
  expect(instant('2026-03-08T03:30:00', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
  expect(wall('2026-03-08T07:30:00Z', 'America/New_York')).toBe('2026-03-08 03:30');
});

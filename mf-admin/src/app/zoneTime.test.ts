import { dayjs } from '@conf/shared';
import { fromWallClock, onZoneClock, toWallClock, zonedTime, zoneLabel, zoneOffset } from './zoneTime';

const wall = (iso: string, zone: string) => toWallClock(dayjs(iso), zone).format('YYYY-MM-DD HH:mm');
const instant = (local: string, zone: string) => fromWallClock(dayjs(local), zone).toISOString();

it("reads an instant on the meeting's clock, whatever the browser's zone", () => {
  expect(wall('2030-05-10T01:00:00Z', 'Asia/Shanghai')).toBe('2030-05-10 09:00');
  expect(wall('2030-05-10T01:00:00Z', 'Europe/London')).toBe('2030-05-10 02:00');
  expect(wall('2030-05-10T01:00:00Z', 'America/New_York')).toBe('2030-05-09 21:00');
});

it("writes a picked clock time as the instant it is in the meeting's zone", () => {
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

describe('zonedTime', () => {
  it("shows a time on the meeting's clock, named when that is not Beijing time", () => {
    expect(zonedTime('2030-05-10T01:00:00Z', 'Asia/Shanghai')).toBe('2030-05-10 09:00');
    expect(zonedTime('2030-05-10T01:00:00Z', 'Europe/London')).toBe('2030-05-10 02:00（Europe/London）');
    expect(zonedTime('2030-01-10T01:00:00Z', 'Europe/London')).toBe('2030-01-10 01:00（Europe/London）');
    expect(zonedTime('2030-05-10T01:00:00Z', 'America/New_York', 'M月D日 HH:mm')).toBe('5月9日 21:00（America/New_York）');
  });

  it('shows a missing time as a dash, without a zone', () => {
    expect(zonedTime(null, 'Europe/London')).toBe('—');
    expect(zonedTime(undefined, 'Asia/Shanghai')).toBe('—');
  });

  it('reads a clock without the label for the pieces of a line that names the zone once', () => {
    expect(onZoneClock('2030-05-10T23:30:00Z', 'Asia/Shanghai', 'YYYY-MM-DD')).toBe('2030-05-11');
    expect(onZoneClock('2030-05-10T23:30:00Z', 'Europe/London', 'YYYY-MM-DD HH:mm')).toBe('2030-05-11 00:30');
    expect(zoneLabel('Asia/Shanghai')).toBe('');
  });
});

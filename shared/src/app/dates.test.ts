import { dayjs, formatDateRange, formatTime, TIME_ZONE } from './dates';

it('shows a UTC instant in Asia/Shanghai (+8h)', () => {
  expect(formatTime('2025-03-01T00:30:00Z')).toBe('2025年3月1日 08:30');
});

it('moves to the next day when Shanghai is already there', () => {
  expect(formatTime('2025-03-01T17:00:00Z', 'YYYY-MM-DD HH:mm')).toBe('2025-03-02 01:00');
});

it('accepts epoch milliseconds and Date objects', () => {
  const instant = Date.UTC(2025, 0, 1, 4, 0);
  expect(formatTime(instant, 'HH:mm')).toBe('12:00');
  expect(formatTime(new Date(instant), 'HH:mm')).toBe('12:00');
});

it('names weekdays and months in Chinese', () => {
  expect(formatTime('2025-03-02T16:30:00Z', 'dddd')).toBe('星期一');
  expect(formatTime('2025-03-02T16:30:00Z', 'MMMM')).toBe('三月');
});

describe('formatDateRange', () => {
  it('shows one day with two times', () => {
    expect(formatDateRange('2025-05-10T01:00:00Z', '2025-05-10T09:30:00Z')).toBe('2025年5月10日 09:00-17:30');
  });

  it('decides "same day" in Shanghai, not UTC', () => {
    expect(formatDateRange('2025-05-10T15:00:00Z', '2025-05-10T17:00:00Z')).toBe('2025年5月10日 - 5月11日');
    expect(formatDateRange('2025-05-09T17:00:00Z', '2025-05-10T15:00:00Z')).toBe('2025年5月10日 01:00-23:00');
  });

  it('drops the second year within one year and keeps it across years', () => {
    expect(formatDateRange('2025-05-10T01:00:00Z', '2025-05-12T01:00:00Z')).toBe('2025年5月10日 - 5月12日');
    expect(formatDateRange('2025-12-30T01:00:00Z', '2026-01-02T01:00:00Z')).toBe('2025年12月30日 - 2026年1月2日');
  });
});

describe('dayjs().tz()', () => {
  it('is China time whatever zone the device is in', () => {
    const instant = dayjs('2025-03-01T17:00:00Z');
    expect(instant.tz().format('YYYY-MM-DD HH:mm')).toBe('2025-03-02 01:00');
    expect(instant.tz(TIME_ZONE).utcOffset()).toBe(480);
    expect(instant.tz().valueOf()).toBe(instant.valueOf());
  });
});

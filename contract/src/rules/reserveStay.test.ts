import { addDays, askedStay, nightsBetween, openingStay, stayTotal, stayWindow, type StayRoom } from '..';

const room: StayRoom = {
  today: '2030-06-10',
  block: {
    first_night: '2030-06-09',
    last_night: '2030-06-13',
    max_nights: 3,
    max_rooms: 2,
    default_stay: { check_in: '2030-06-11', check_out: '2030-06-13' },
  },
  nights: ['2030-06-09', '2030-06-10', '2030-06-11', '2030-06-12', '2030-06-13'].map((night, i) => ({
    night,
    price: 10000 + i * 100,
    left: 5,
  })),
} as StayRoom;

it('moves and counts calendar dates across months and leap days, without a time zone', () => {
  expect(addDays('2030-06-30', 1)).toBe('2030-07-01');
  expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  expect(nightsBetween('2030-06-30', '2030-07-02')).toBe(2);
});

it('reads the stay an address asks for only when both ends are dates that exist', () => {
  expect(askedStay('2030-06-11', '2030-06-12')).toEqual({ check_in: '2030-06-11', check_out: '2030-06-12' });
  expect(askedStay('2028-02-28', '2028-02-29')).toEqual({ check_in: '2028-02-28', check_out: '2028-02-29' });
  for (const [a, b] of [
    [null, '2030-06-12'],
    ['2030-06-11', ''],
    ['2030-6-11', '2030-06-12'],
    ["2030-06-11'", '2030-06-12'],
    // Shaped as dates, but none exists: the form opens on the default stay instead of failing.
    ['2030-06-11', '2030-06-99'],
    ['2030-13-01', '2030-13-02'],
    ['2030-06-00', '2030-06-01'],
    ['2030-02-28', '2030-02-30'],
  ]) {
    expect(askedStay(a, b)).toBeNull();
  }
});

it('opens the form on the asked stay when it lies in the window from today on, else on the default', () => {
  expect(stayWindow(room)).toEqual({ first: '2030-06-10', last: '2030-06-13', maxNights: 3 });
  expect(stayWindow({ ...room, today: '2030-06-14' })).toBeNull();
  const stay = (check_in: string, check_out: string) => ({ check_in, check_out });
  expect(openingStay(room, stay('2030-06-12', '2030-06-14'))).toEqual(stay('2030-06-12', '2030-06-14'));
  expect(openingStay(room, null)).toEqual(room.block.default_stay);
  for (const asked of [
    stay('2030-06-09', '2030-06-10'), // before today
    stay('2030-06-13', '2030-06-15'), // past the last night
    stay('2030-06-10', '2030-06-14'), // four nights, three at most
    stay('2030-06-12', '2030-06-12'), // no night
  ]) {
    expect(openingStay(room, asked)).toEqual(room.block.default_stay);
  }
});

it("prices a stay as its nights' prices times the rooms", () => {
  expect(stayTotal(room, { check_in: '2030-06-11', check_out: '2030-06-13' }, 1)).toBe(10200 + 10300);
  expect(stayTotal(room, { check_in: '2030-06-11', check_out: '2030-06-13' }, 2)).toBe(2 * (10200 + 10300));
});

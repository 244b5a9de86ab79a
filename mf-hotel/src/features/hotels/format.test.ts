import { distanceText, fromDate, nightLabel, starLabel, stockText, toDate } from './format';

it('names the star rating', () => {
  expect(starLabel(5)).toBe('五星级');
  expect(starLabel(3)).toBe('三星级');
  expect(starLabel(0)).toBe('经济型');
});

it('shows distances in metres below a kilometre', () => {
  expect(distanceText(350)).toBe('距会场350米');
  expect(distanceText(1200)).toBe('距会场1.2公里');
  expect(distanceText(4000)).toBe('距会场4公里');
});

it('tells how many rooms are left for the stay, or why it cannot be booked', () => {
  expect(stockText({ state: 'available', stock: 8, state_text: '可预订' })).toEqual({ text: '剩余8间', tone: 'ok' });
  expect(stockText({ state: 'sold_out', stock: 0, state_text: '已订完' })).toEqual({ text: '已订完', tone: 'none' });
  expect(stockText({ state: 'closed', stock: 0, state_text: '已截止预订' })).toEqual({ text: '已截止预订', tone: 'none' });
  expect(stockText({ state: 'out_of_range', stock: 0, state_text: '最多可选择3天' })).toEqual({ text: '最多可选择3天', tone: 'partial' });
});

it("turns a calendar date into the calendar's Date and back without a time zone shift", () => {
  expect(fromDate(toDate('2030-06-11'))).toBe('2030-06-11');
});

it('labels a night with its weekday', () => {
  expect(nightLabel('2030-06-11')).toBe('6月11日 周二');
});

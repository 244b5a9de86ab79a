import { distanceText, nightLabel, starLabel, stockText } from './format';

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

it('tells how many rooms are left', () => {
  expect(stockText({ remaining: 8, night_count: 3, sold_out_nights: 0 })).toEqual({ text: '剩余8间', tone: 'ok' });
  expect(stockText({ remaining: 0, night_count: 3, sold_out_nights: 1 })).toEqual({ text: '部分日期满房', tone: 'partial' });
  expect(stockText({ remaining: 0, night_count: 3, sold_out_nights: 3 })).toEqual({ text: '已满房', tone: 'none' });
  expect(stockText({ remaining: 0, night_count: 0, sold_out_nights: 0 })).toEqual({ text: '暂无房源', tone: 'none' });
});

it('labels a night with its weekday', () => {
  expect(nightLabel('2030-06-11')).toBe('6月11日 周二');
});

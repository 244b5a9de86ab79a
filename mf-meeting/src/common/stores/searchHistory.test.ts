import { SearchHistoryStore } from './searchHistory';

beforeEach(() => localStorage.clear());

it('keeps three separate lists', () => {
  const store = new SearchHistoryStore();
  store.add('experts', '张教授');
  store.add('exhibitors', '华为');
  store.add('meetings', '医学年会');
  expect(store.lists).toEqual({ experts: ['张教授'], exhibitors: ['华为'], meetings: ['医学年会'] });
});

it('puts the newest first without repeats', () => {
  const store = new SearchHistoryStore();
  for (const term of ['a', 'b', 'c', 'a']) store.add('meetings', term);
  expect(store.lists.meetings).toEqual(['a', 'c', 'b']);
});

it('trims terms and ignores blank ones', () => {
  const store = new SearchHistoryStore();
  store.add('experts', '  李医生 ');
  store.add('experts', '李医生');
  store.add('experts', '   ');
  expect(store.lists.experts).toEqual(['李医生']);
});

it('keeps at most 10 terms, dropping the oldest', () => {
  const store = new SearchHistoryStore();
  for (let i = 1; i <= 12; i += 1) store.add('meetings', `t${i}`);
  expect(store.lists.meetings).toHaveLength(10);
  expect(store.lists.meetings[0]).toBe('t12');
  expect(store.lists.meetings).not.toContain('t2');
  expect(store.lists.meetings).toContain('t3');
});

it('clears one list only', () => {
  const store = new SearchHistoryStore();
  store.add('experts', 'x');
  store.add('meetings', 'y');
  store.clear('experts');
  expect(store.lists).toEqual({ experts: [], exhibitors: [], meetings: ['y'] });
});

it('survives a reload: a new store reads what the last one saved', () => {
  const before = new SearchHistoryStore();
  before.add('exhibitors', '展商A');
  before.add('exhibitors', '展商B');
  before.clear('meetings');
  expect(new SearchHistoryStore().lists.exhibitors).toEqual(['展商B', '展商A']);
});

it('starts empty when the saved value is damaged', () => {
  localStorage.setItem('search_history', '{not json');
  expect(new SearchHistoryStore().lists).toEqual({ experts: [], exhibitors: [], meetings: [] });
});

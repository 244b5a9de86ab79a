import { RELOAD_GUARD_MS, reloadOnceFor } from './reloadGuard';
import { stubLocation, type StubbedLocation } from '../testing/browser';

let location: StubbedLocation;
let restore: () => void;

beforeEach(() => {
  sessionStorage.clear();
  ({ location, restore } = stubLocation('http://localhost/meeting/home/1'));
});
afterEach(() => restore());

it('reloads the first time a path fails', () => {
  expect(reloadOnceFor('/meeting/home/1', 1_000_000)).toBe(true);
  expect(location.reload).toHaveBeenCalledTimes(1);
});

it('does not reload the same path again within 10 s', () => {
  expect(RELOAD_GUARD_MS).toBe(10000);
  reloadOnceFor('/meeting/home/1', 1_000_000);
  expect(reloadOnceFor('/meeting/home/1', 1_000_000 + 9_999)).toBe(false);
  expect(location.reload).toHaveBeenCalledTimes(1);
});

it('reloads the same path again once 10 s have passed', () => {
  reloadOnceFor('/meeting/home/1', 1_000_000);
  expect(reloadOnceFor('/meeting/home/1', 1_000_000 + 10_000)).toBe(true);
  expect(location.reload).toHaveBeenCalledTimes(2);
});

it('counts each path on its own', () => {
  reloadOnceFor('/meeting/home/1', 1_000_000);
  expect(reloadOnceFor('/hotel/list/1', 1_000_001)).toBe(true);
  expect(location.reload).toHaveBeenCalledTimes(2);
});

it('remembers across the reload itself (session storage)', () => {
  reloadOnceFor('/meeting/home/1', 1_000_000);
  expect(JSON.parse(sessionStorage.getItem('lazy_reload_at') ?? '{}')).toEqual({ '/meeting/home/1': 1_000_000 });
});

it('survives a damaged stamp by reloading', () => {
  sessionStorage.setItem('lazy_reload_at', 'not json');
  expect(reloadOnceFor('/x', 5)).toBe(true);
});

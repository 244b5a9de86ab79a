import { tokenStorage } from '@conf/shared';
import { getApplyForm, type ApplyForm } from './applyForm';
import { applyFormOf, askApplyFormEarly } from './earlyApplyForm';

jest.mock('./applyForm');
const get = jest.mocked(getApplyForm);
const answer = (id: number) => ({ meeting: { id } }) as ApplyForm;

beforeEach(() => {
  get.mockReset().mockImplementation((id) => Promise.resolve(answer(id)));
  jest.useFakeTimers({ now: 1_000_000 });
  tokenStorage.set('token-of-a-user');
});
afterEach(() => {
  tokenStorage.clear();
  jest.useRealTimers();
});

it('asks once while the page loads, and gives that answer to the page of the same meeting once', async () => {
  const first = askApplyFormEarly(2);
  expect(askApplyFormEarly(2)).toBe(first);
  expect(await first).toEqual(answer(2));
  expect(get).toHaveBeenCalledTimes(1);
  expect(await applyFormOf(2)).toEqual(answer(2));
  expect(get).toHaveBeenCalledTimes(1);
  // A reload of the form (retry after an error) asks again.
  await applyFormOf(2);
  expect(get).toHaveBeenCalledTimes(2);
});

it('asks afresh for another meeting, or when the early answer is older than ten seconds', async () => {
  askApplyFormEarly(2);
  expect(await applyFormOf(3)).toEqual(answer(3));
  askApplyFormEarly(2);
  jest.advanceTimersByTime(10_001);
  await applyFormOf(2);
  expect(get).toHaveBeenCalledTimes(4);
});

it('asks nothing early for a visitor who is not logged in (the page asks them to log in first)', () => {
  tokenStorage.clear();
  expect(askApplyFormEarly(2)).toBeUndefined();
  expect(get).not.toHaveBeenCalled();
});

import { UnreadStore } from './unread';
import { tokenStorage } from '../http/token';
import { installFakeFetch, response } from '../testing/fakeFetch';
import { resetBrowserState } from '../testing/browser';

let fetchMock: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  resetBrowserState();
  fetchMock = installFakeFetch();
});

it('asks get_person_stat with the token and keeps the unread count', async () => {
  tokenStorage.set('tok');
  fetchMock.mockResolvedValueOnce(response(200, { code: 1, msg: '', data: { unread_message_count: 3, coupon_count: 2 } }));
  const store = new UnreadStore();
  await store.refresh();
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/ms.member/get_person_stat');
  expect(init).toMatchObject({ method: 'POST', headers: { token: 'tok' } });
  expect(store.count).toBe(3);
});

it('is zero without a token, and makes no call', async () => {
  const store = new UnreadStore();
  store.set(4);
  await store.refresh();
  expect(store.count).toBe(0);
  expect(fetchMock).not.toHaveBeenCalled();
});

it('keeps the last count when the call fails (e.g. a stale token answered 401)', async () => {
  tokenStorage.set('stale');
  fetchMock.mockResolvedValueOnce(response(401, { code: 0, msg: '登录已过期，请重新登录' }));
  const store = new UnreadStore();
  store.set(2);
  await store.refresh();
  expect(store.count).toBe(2);
});

it('never goes below zero', () => {
  const store = new UnreadStore();
  store.set(-1);
  expect(store.count).toBe(0);
});

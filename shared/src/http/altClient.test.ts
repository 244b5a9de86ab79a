import { ALT_TIMEOUT_MS, altFetch } from './altClient';
import { tokenStorage } from './token';
import { installFakeFetch, response } from '../testing/fakeFetch';
import { resetBrowserState } from '../testing/browser';

let fetchMock: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  resetBrowserState();
  delete window.__APP_CONFIG__;
  fetchMock = installFakeFetch();
});

afterEach(() => jest.useRealTimers());

/** A fetch that never answers but rejects like the browser's when its signal aborts. */
function hangingFetch(_url: string, init?: RequestInit) {
  return new Promise<never>((_, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}

it('resolves with the parsed body of a 200', async () => {
  fetchMock.mockResolvedValueOnce(response(200, { user: { id: 1 } }));
  await expect(altFetch('api/_auth/session')).resolves.toEqual({ user: { id: 1 } });
});

it('resolves a body that is not JSON as text', async () => {
  fetchMock.mockResolvedValueOnce(response(200, 'plain'));
  await expect(altFetch('api/x')).resolves.toBe('plain');
});

it('goes to the API base, asks for JSON, adds the query and the token header', async () => {
  window.__APP_CONFIG__ = { apiBase: 'https://api.example.com/' };
  tokenStorage.set('tok-1');
  fetchMock.mockResolvedValueOnce(response(200, {}));
  await altFetch('api/x', { query: { a: 1, b: 'two' } });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('https://api.example.com/api/x?a=1&b=two');
  expect(init).toMatchObject({ method: 'GET', headers: { accept: 'application/json', token: 'tok-1' } });
});

it('leaves absolute paths alone and sends no token when auth is false', async () => {
  window.__APP_CONFIG__ = { apiBase: 'https://api.example.com/' };
  tokenStorage.set('tok-1');
  fetchMock.mockResolvedValueOnce(response(200, {}));
  await altFetch('/builds/latest.json', { auth: false });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/builds/latest.json');
  expect(init?.headers).toEqual({ accept: 'application/json' });
});

it.each([201, 204, 301, 400, 404, 500])('rejects with the parsed body for status %i', async (status) => {
  fetchMock.mockResolvedValueOnce(response(status, { code: 0, msg: `状态 ${status}` }));
  await expect(altFetch('api/x')).rejects.toEqual({ code: 0, msg: `状态 ${status}` });
});

it('clears the token on a 401 (without navigating)', async () => {
  tokenStorage.set('stale');
  fetchMock.mockResolvedValueOnce(response(401, { msg: '请先登录' }));
  await expect(altFetch('api/x')).rejects.toEqual({ msg: '请先登录' });
  expect(tokenStorage.get()).toBe('');
});

it('aborts after 60000 ms', async () => {
  jest.useFakeTimers();
  expect(ALT_TIMEOUT_MS).toBe(60000);
  fetchMock.mockImplementationOnce(hangingFetch);
  const result = altFetch('api/x').catch((e: unknown) => e);
  let settled = false;
  void result.then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(59999);
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  await expect(result).resolves.toMatchObject({ name: 'AbortError' });
});

it('does not retry by default, even a GET on 503', async () => {
  fetchMock.mockResolvedValueOnce(response(503, { msg: 'busy' })).mockResolvedValueOnce(response(200, {}));
  await expect(altFetch('api/x')).rejects.toEqual({ msg: 'busy' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('does not retry a network failure by default', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await expect(altFetch('api/x')).rejects.toThrow('Failed to fetch');
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

describe('with genericRetry', () => {
  it('retries an idempotent call once, 1000 ms later, on a listed status', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValueOnce(response(503, {})).mockResolvedValueOnce(response(200, { ok: true }));
    const result = altFetch('api/x', { genericRetry: true });
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries only once', async () => {
    jest.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(response(429, { n: 1 }))
      .mockResolvedValueOnce(response(429, { n: 2 }))
      .mockResolvedValueOnce(response(200, {}));
    const result = altFetch('api/x', { genericRetry: true }).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(10000);
    await expect(result).resolves.toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries a network failure of an idempotent call once', async () => {
    jest.useFakeTimers();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(response(200, 'back'));
    const result = altFetch('api/x', { genericRetry: true });
    await jest.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('back');
  });

  it('does not retry a status outside the list', async () => {
    fetchMock.mockResolvedValueOnce(response(404, { msg: 'none' }));
    await expect(altFetch('api/x', { genericRetry: true })).rejects.toEqual({ msg: 'none' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never retries a write method', async () => {
    fetchMock.mockResolvedValueOnce(response(503, { msg: 'busy' }));
    await expect(altFetch('api/x', { method: 'post', genericRetry: true })).rejects.toEqual({ msg: 'busy' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
  });
});

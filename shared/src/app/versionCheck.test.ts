import { installFakeFetch, response } from '../testing/fakeFetch';

type VersionModule = typeof import('./versionCheck');
type TokenModule = typeof import('../http/token');

let fetchMock: ReturnType<typeof installFakeFetch>;
let warn: jest.SpyInstance;

/** A fresh module per test: the pending flag lives in module state, as it does for one page load. */
function freshModule(): VersionModule & { tokenStorage: TokenModule['tokenStorage'] } {
  let mod!: VersionModule & { tokenStorage: TokenModule['tokenStorage'] };
  jest.isolateModules(() => {
    mod = { ...(require('./versionCheck') as VersionModule), tokenStorage: (require('../http/token') as TokenModule).tokenStorage };
  });
  return mod;
}

beforeEach(() => {
  fetchMock = installFakeFetch();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

describe('checkVersion', () => {
  it('marks an update pending when the deployed build id differs', async () => {
    const { checkVersion, isUpdatePending } = freshModule();
    fetchMock.mockResolvedValueOnce(response(200, { id: 'build-2' }));
    expect(isUpdatePending()).toBe(false);
    await checkVersion('build-1');
    expect(isUpdatePending()).toBe(true);
  });

  it('leaves nothing pending when the build is the same', async () => {
    const { checkVersion, isUpdatePending } = freshModule();
    fetchMock.mockResolvedValueOnce(response(200, { id: 'build-1' }));
    await checkVersion('build-1');
    expect(isUpdatePending()).toBe(false);
  });

  it("compares with this app's own build id by default", async () => {
    const { checkVersion, isUpdatePending } = freshModule();
    fetchMock.mockResolvedValueOnce(response(200, { id: __BUILD_ID__ }));
    await checkVersion();
    expect(isUpdatePending()).toBe(false);
    fetchMock.mockResolvedValueOnce(response(200, { id: `${__BUILD_ID__}-next` }));
    await checkVersion();
    expect(isUpdatePending()).toBe(true);
  });

  it('asks builds/latest.json with a timestamp query, past any cache, without the token', async () => {
    jest.useFakeTimers({ now: 1_717_171_717_171 });
    const { checkVersion, tokenStorage } = freshModule();
    tokenStorage.set('tok');
    fetchMock.mockResolvedValueOnce(response(200, { id: 'x' }));
    await checkVersion('x');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/builds/latest.json?t=1717171717171');
    expect(init?.headers).not.toHaveProperty('token');
    tokenStorage.clear();
  });

  it.each([
    ['an error status', () => fetchMock.mockResolvedValueOnce(response(500, 'oops'))],
    ['a network failure', () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))],
  ])('only logs %s', async (_, fail) => {
    const { checkVersion, isUpdatePending } = freshModule();
    fail();
    await expect(checkVersion('build-1')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[version] check failed', expect.anything());
    expect(isUpdatePending()).toBe(false);
  });

  it('ignores a reply without an id', async () => {
    const { checkVersion, isUpdatePending } = freshModule();
    fetchMock.mockResolvedValueOnce(response(200, {}));
    await checkVersion('build-1');
    expect(isUpdatePending()).toBe(false);
  });
});

describe('scheduleVersionCheck', () => {
  it('checks 1 s after the browser is idle', async () => {
    jest.useFakeTimers();
    let idle: () => void = () => undefined;
    window.requestIdleCallback = jest.fn((cb: IdleRequestCallback) => {
      idle = () => cb({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    const { scheduleVersionCheck } = freshModule();
    fetchMock.mockResolvedValue(response(200, { id: 'x' }));
    scheduleVersionCheck();
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchMock).not.toHaveBeenCalled();
    idle();
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where idle callbacks are missing', async () => {
    jest.useFakeTimers();
    const { scheduleVersionCheck } = freshModule();
    fetchMock.mockResolvedValue(response(200, { id: 'x' }));
    scheduleVersionCheck();
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

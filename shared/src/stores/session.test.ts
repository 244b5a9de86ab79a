import { AUTH_POPUP_FLAG, SessionStore } from './session';
import { loadingStore } from './loading';
import { loadHttpClient, http } from '../http/request';
import { tokenStorage } from '../http/token';
import { setNavigator } from '../navigation/navigator';
import { fakeAxios, fail, ok } from '../testing/fakeAxios';
import { installFakeFetch, response } from '../testing/fakeFetch';
import { resetBrowserState } from '../testing/browser';

const USER = { id: 1, username: 'demo', nickname: '演示用户', mobile: '13800138000' };

let api: ReturnType<typeof fakeAxios>;
let fetchMock: ReturnType<typeof installFakeFetch>;

beforeEach(async () => {
  resetBrowserState();
  api = fakeAxios(await loadHttpClient());
  fetchMock = installFakeFetch();
  setNavigator(jest.fn());
});

afterEach(() => {
  api.restore();
  setNavigator(null);
  jest.useRealTimers();
});

describe('refresh', () => {
  it('fetches GET api/_auth/session as JSON and keeps the user', async () => {
    fetchMock.mockResolvedValueOnce(response(200, { user: USER }));
    const store = new SessionStore();
    await store.refresh();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/_auth/session');
    expect(init).toMatchObject({ method: 'GET', headers: { accept: 'application/json' } });
    expect(store.user).toEqual(USER);
    expect(store.ready).toBe(true);
  });

  it('gives an empty session when the fetch fails, without retrying', async () => {
    fetchMock.mockResolvedValueOnce(response(503, { msg: 'busy' })).mockResolvedValueOnce(response(200, { user: USER }));
    const store = new SessionStore();
    store.session = { user: USER };
    await store.refresh();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.session).toEqual({});
    expect(store.user).toBeUndefined();
    expect(store.ready).toBe(true);
  });

  it('gives an empty session on a network failure or a reply that is not an object', async () => {
    const store = new SessionStore();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.refresh();
    expect(store.session).toEqual({});
    fetchMock.mockResolvedValueOnce(response(200, 'oops'));
    await store.refresh();
    expect(store.session).toEqual({});
  });

  it('picks up the current token', async () => {
    const store = new SessionStore();
    expect(store.loggedIn).toBe(false);
    tokenStorage.set('from-elsewhere');
    fetchMock.mockResolvedValueOnce(response(200, { user: USER }));
    await store.refresh();
    expect(store.loggedIn).toBe(true);
  });
});

describe('a stored token the server does not know', () => {
  const stale = () => {
    tokenStorage.set('stale');
    localStorage.setItem('userinfo', JSON.stringify({ nickname: '旧用户' }));
    return new SessionStore();
  };

  it('is dropped with the user info when the session comes back without a user', async () => {
    const store = stale();
    expect(store.loggedIn).toBe(true);
    fetchMock.mockResolvedValueOnce(response(200, {}));
    await store.refresh();
    expect(fetchMock.mock.calls[0][1]?.headers).toMatchObject({ token: 'stale' });
    expect(tokenStorage.get()).toBe('');
    expect(localStorage.getItem('userinfo')).toBeNull();
    expect(store.loggedIn).toBe(false);
  });

  it('is dropped when the session call answers 401', async () => {
    const store = stale();
    fetchMock.mockResolvedValueOnce(response(401, { code: 0, msg: '登录已过期，请重新登录' }));
    await store.refresh();
    expect(tokenStorage.get()).toBe('');
    expect(store.loggedIn).toBe(false);
  });

  it('is kept when the server cannot be reached or fails: it may still be valid', async () => {
    const store = stale();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(response(503, 'busy'));
    await store.refresh();
    await store.refresh();
    expect(tokenStorage.get()).toBe('stale');
    expect(localStorage.getItem('userinfo')).not.toBeNull();
    expect(store.loggedIn).toBe(true);
  });

  it('does not drop a token stored by a login made while the session was on its way', async () => {
    const store = stale();
    let answer!: (r: ReturnType<typeof response>) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const refreshing = store.refresh();
    tokenStorage.set('fresh-login');
    answer(response(200, {}));
    await refreshing;
    expect(tokenStorage.get()).toBe('fresh-login');
  });
});

describe('popup login', () => {
  let close: jest.SpyInstance;
  beforeEach(() => {
    close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(response(200, { user: USER }));
  });
  afterEach(() => {
    close.mockRestore();
    Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
  });

  const login = { code: 1, msg: '登录成功', data: { userinfo: { ...USER, token: 'tok-popup' } } };

  it('inside a popup with the flag set, removes the flag and closes once the session is refreshed after the login', async () => {
    Object.defineProperty(window, 'opener', { value: {}, configurable: true, writable: true });
    localStorage.setItem(AUTH_POPUP_FLAG, '1');
    const store = new SessionStore();
    // Its start (signed in already when it binds WeChat to an account) leaves it open: the work is still to do.
    await store.refresh();
    expect(close).not.toHaveBeenCalled();
    await store.acceptLogin(login);
    expect(localStorage.getItem(AUTH_POPUP_FLAG)).toBeNull();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('outside a popup leaves the window open', async () => {
    localStorage.setItem(AUTH_POPUP_FLAG, '1');
    await new SessionStore().acceptLogin(login);
    expect(close).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_POPUP_FLAG)).toBe('1');
  });

  it('without the flag leaves the popup open', async () => {
    Object.defineProperty(window, 'opener', { value: {}, configurable: true, writable: true });
    await new SessionStore().acceptLogin(login);
    expect(close).not.toHaveBeenCalled();
  });
});

describe('acceptLogin', () => {
  it('on code 1 stores the token with the user info and refreshes the session', async () => {
    fetchMock.mockResolvedValueOnce(response(200, { user: USER }));
    const store = new SessionStore();
    const userinfo = { ...USER, token: 'tok-pwd', bind_wechat: 0 };
    await expect(store.acceptLogin({ code: 1, msg: '登录成功', data: { userinfo } })).resolves.toBe(true);
    expect(tokenStorage.get()).toBe('tok-pwd');
    expect(JSON.parse(localStorage.getItem('userinfo') ?? 'null')).toEqual(userinfo);
    expect(store.loggedIn).toBe(true);
    expect(store.user).toEqual(USER);
    expect(fetchMock.mock.calls[0][1]?.headers).toMatchObject({ token: 'tok-pwd' });
  });

  it('keeps the token in a cookie for 7 days', async () => {
    const writes = jest.spyOn(document, 'cookie', 'set');
    fetchMock.mockResolvedValueOnce(response(200, {}));
    await new SessionStore().acceptLogin({ code: 1, msg: '', data: { userinfo: { token: 'tok-7d' } } });
    // 604800 s = 7 days
    expect(writes).toHaveBeenCalledWith(expect.stringMatching(/^token=tok-7d;.*max-age=604800(;|$)/));
    writes.mockRestore();
  });

  it('accepts the mobile login reply, which carries data.token directly', async () => {
    fetchMock.mockResolvedValueOnce(response(200, { user: USER }));
    const store = new SessionStore();
    await expect(store.acceptLogin({ code: 1, msg: '', data: { token: 'tok-sms' } })).resolves.toBe(true);
    expect(tokenStorage.get()).toBe('tok-sms');
    expect(store.loggedIn).toBe(true);
  });

  it('on code 0 stores nothing', async () => {
    const store = new SessionStore();
    await expect(store.acceptLogin({ code: 0, msg: '密码错误', data: { userinfo: { token: 'nope' } } })).resolves.toBe(false);
    expect(tokenStorage.get()).toBe('');
    expect(localStorage.getItem('userinfo')).toBeNull();
    expect(store.loggedIn).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  function loggedInStore() {
    tokenStorage.set('tok-out');
    localStorage.setItem('userinfo', JSON.stringify(USER));
    localStorage.setItem('pc_param', 'abc');
    sessionStorage.setItem('draft', 'x');
    const store = new SessionStore();
    store.session = { user: USER };
    return store;
  }

  it('on code 1 clears the token cookie, user info, local and session storage, then deletes the session', async () => {
    const store = loggedInStore();
    api.reply(ok());
    fetchMock.mockResolvedValueOnce(response(200, {}));
    const done = store.logout();
    expect(loadingStore.visible).toBe(true);
    await done;
    expect(api.calls[0]).toMatchObject({ method: 'post', url: 'api/user/logout' });
    expect(api.calls[0].headers.token).toBe('tok-out');
    expect(document.cookie).not.toContain('token=');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/_auth/session');
    expect(init?.method).toBe('DELETE');
    expect(store.loggedIn).toBe(false);
    expect(store.session).toEqual({});
    expect(loadingStore.visible).toBe(false);
  });

  it('clears the local session even when deleting the server session fails', async () => {
    const store = loggedInStore();
    api.reply(ok());
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.logout();
    expect(store.loggedIn).toBe(false);
    expect(store.user).toBeUndefined();
  });

  it('on code 0 rejects with the message and keeps everything', async () => {
    const store = loggedInStore();
    api.reply(fail('退出失败，请重试'));
    await expect(store.logout()).rejects.toThrow('退出失败，请重试');
    expect(tokenStorage.get()).toBe('tok-out');
    expect(localStorage.getItem('userinfo')).not.toBeNull();
    expect(sessionStorage.getItem('draft')).toBe('x');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.loggedIn).toBe(true);
    expect(store.user).toEqual(USER);
  });
});

describe('a token cleared elsewhere', () => {
  it('a 401 from the call helper logs the session store out', async () => {
    tokenStorage.set('expired');
    const store = new SessionStore();
    store.session = { user: USER };
    api.reply({ status: 401, data: { msg: '请先登录' } });
    await expect(http.get('api/x')).rejects.toMatchObject({ status: 401 });
    expect(store.loggedIn).toBe(false);
    expect(store.user).toBeUndefined();
  });

  it('dropToken forgets the token and the session', () => {
    tokenStorage.set('t');
    const store = new SessionStore();
    store.session = { user: USER };
    store.dropToken();
    expect(tokenStorage.get()).toBe('');
    expect(store.loggedIn).toBe(false);
    expect(store.session).toEqual({});
  });
});

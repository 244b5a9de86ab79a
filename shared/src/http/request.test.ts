import { loadHttpClient, http, CALL_TIMEOUT_MS } from './request';
import { ApiError } from './errors';
import { tokenStorage } from './token';
import { setNavigator } from '../navigation/navigator';
import { loadingStore } from '../stores/loading';
import { fakeAxios, ok, fail } from '../testing/fakeAxios';
import { resetBrowserState } from '../testing/browser';

let api: ReturnType<typeof fakeAxios>;
let navigate: jest.Mock;
let consoleError: jest.SpyInstance;

beforeEach(async () => {
  resetBrowserState();
  delete window.__APP_CONFIG__;
  window.history.replaceState(null, '', '/');
  api = fakeAxios(await loadHttpClient());
  navigate = jest.fn();
  setNavigator(navigate);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  api.restore();
  setNavigator(null);
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('where calls go and what they carry', () => {
  it('uses / as the base path by default', async () => {
    api.reply(ok());
    await http.get('api/wyms/config/config');
    expect(api.urlOf(api.calls[0])).toBe('/api/wyms/config/config');
  });

  it('uses the configured API base from window.__APP_CONFIG__', async () => {
    window.__APP_CONFIG__ = { apiBase: 'https://api.example.com/' };
    api.reply(ok());
    await http.get('api/wyms/config/config');
    expect(api.urlOf(api.calls[0])).toBe('https://api.example.com/api/wyms/config/config');
  });

  it('sends the token header when a token is stored', async () => {
    tokenStorage.set('tok-123');
    api.reply(ok());
    await http.get('api/x');
    expect(api.calls[0].headers.token).toBe('tok-123');
  });

  it('sends no token header when the call opts out with auth: false', async () => {
    tokenStorage.set('tok-123');
    api.reply(ok());
    await http.get('api/x', {}, { auth: false });
    expect(api.calls[0].headers.token).toBeUndefined();
  });

  it('sends no token header when there is no token', async () => {
    api.reply(ok());
    await http.get('api/x');
    expect(api.calls[0].headers.token).toBeUndefined();
  });

  it('drops GET parameters that are empty strings, null or undefined, keeping 0 and false', async () => {
    api.reply(ok());
    await http.get('api/x', { keep: 'a', empty: '', nil: null, undef: undefined, zero: 0, no: false });
    expect(api.urlOf(api.calls[0])).toBe('/api/x?keep=a&zero=0&no=false');
  });

  it('sends POST bodies form-encoded with empty values dropped', async () => {
    api.reply(ok());
    await http.post('api/user/login', {
      account: '13800138000',
      password: 'p w',
      empty: '',
      nil: null,
      undef: undefined,
      tags: ['a', 'b'],
    });
    const req = api.calls[0];
    expect(req.method).toBe('post');
    expect(String(req.headers['Content-Type'])).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(req.data as string).toString()).toBe('account=13800138000&password=p+w&tags=a&tags=b');
  });

  it('sends multipart bodies with empty values dropped and files kept as files', async () => {
    api.reply(ok());
    const file = new Blob(['img'], { type: 'image/png' });
    await http.post('api/x', { name: '张三', empty: '', nil: null, file }, { body: 'multipart' });
    const body = api.calls[0].data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['name', 'file']);
    expect(body.get('name')).toBe('张三');
    expect(body.get('file')).toBeInstanceOf(Blob);
  });

  it('uploads multipart with a file field to the upload host', async () => {
    window.__APP_CONFIG__ = { apiBase: '/', uploadBase: 'https://upload.example.com/' };
    tokenStorage.set('tok-9');
    api.reply(ok({ url: '/u/1.png' }));
    await expect(http.upload(new Blob(['x']))).resolves.toEqual({ url: '/u/1.png' });
    const req = api.calls[0];
    expect(api.urlOf(req)).toBe('https://upload.example.com/api/common/upload');
    expect((req.data as FormData).get('file')).toBeInstanceOf(Blob);
    expect(req.headers.token).toBe('tok-9');
  });

  it('gives every call a 30000 ms timeout unless the call sets its own', async () => {
    expect(CALL_TIMEOUT_MS).toBe(30000);
    api.reply(ok(), ok());
    await http.get('api/x');
    await http.get('api/x', {}, { timeout: 5000 });
    expect(api.calls.map((c) => c.timeout)).toEqual([30000, 5000]);
  });
});

describe('replies', () => {
  it('resolves with data of a code-1 reply', async () => {
    api.reply(ok({ list: [1, 2] }));
    await expect(http.get('api/x')).resolves.toEqual({ list: [1, 2] });
  });

  it('throws an ApiError with the server message when code is not 1', async () => {
    api.reply(fail('手机号不能为空', { field: 'mobile' }));
    const error = await http.post('api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '手机号不能为空', code: 0, status: 200, data: { field: 'mobile' } });
  });

  it('resolves with the whole envelope when raw is set, even for code 0', async () => {
    api.reply(fail('已退出'));
    await expect(http.post('api/user/logout', {}, { raw: true })).resolves.toEqual({ code: 0, msg: '已退出', time: 0, data: null });
  });
});

describe('HTTP errors', () => {
  it('on 401 clears the token and sends the user to the password login, remembering the page', async () => {
    window.history.replaceState(null, '', '/meeting/home/7?from=list');
    tokenStorage.set('stale');
    api.reply({ status: 401, data: { code: 0, msg: '请先登录' } });
    const error = await http.get('api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: '请先登录' });
    expect(tokenStorage.get()).toBe('');
    expect(navigate).toHaveBeenCalledWith('/sign/byPwd?redirect=%2Fmeeting%2Fhome%2F7%3Ffrom%3Dlist', { replace: true });
  });

  it('on 401 of a call that opted out of auth clears the token but stays on the page', async () => {
    tokenStorage.set('stale');
    api.reply({ status: 401, data: {} });
    await expect(http.get('api/x', {}, { auth: false })).rejects.toMatchObject({ status: 401 });
    expect(tokenStorage.get()).toBe('');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs the server message of other statuses and rethrows', async () => {
    api.reply({ status: 500, data: { code: 0, msg: '服务器开小差了' } });
    await expect(http.get('api/x')).rejects.toMatchObject({ status: 500, message: '服务器开小差了' });
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('服务器开小差了'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('uses 请求失败 when the failed reply has no message', async () => {
    api.reply({ status: 502, data: '<html>bad gateway</html>' });
    const error = await http.get('api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, message: '请求失败' });
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('请求失败'));
  });

  it('reports a timeout as such', async () => {
    api.reply({ network: 'ECONNABORTED' });
    await expect(http.get('api/x')).rejects.toMatchObject({ message: '请求超时，请稍后重试', status: undefined });
  });
});

describe('retry', () => {
  it('does not retry by default', async () => {
    api.reply({ status: 503, data: {} }, ok());
    await expect(http.get('api/x')).rejects.toMatchObject({ status: 503 });
    expect(api.calls).toHaveLength(1);
  });

  it('with retry: n waits 1000 ms, then doubles the delay each try', async () => {
    jest.useFakeTimers();
    api.reply({ status: 503, data: {} }, { network: 'ERR_NETWORK' }, { status: 500, data: {} }, ok('done'));
    const result = http.get('api/x', {}, { retry: 3 });
    const callsAfter = async (ms: number) => {
      await jest.advanceTimersByTimeAsync(ms);
      return api.calls.length;
    };
    expect(await callsAfter(0)).toBe(1);
    expect(await callsAfter(999)).toBe(1);
    expect(await callsAfter(1)).toBe(2);
    expect(await callsAfter(1999)).toBe(2);
    expect(await callsAfter(1)).toBe(3);
    expect(await callsAfter(3999)).toBe(3);
    expect(await callsAfter(1)).toBe(4);
    await expect(result).resolves.toBe('done');
  });

  it('gives up after n retries and rethrows the last error', async () => {
    jest.useFakeTimers();
    api.reply({ status: 500, data: {} }, { status: 504, data: { msg: '网关超时' } });
    const result = http.get('api/x', {}, { retry: 1 }).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toMatchObject({ status: 504, message: '网关超时' });
    expect(api.calls).toHaveLength(2);
  });

  it.each([400, 401, 404, 429])('never retries a %i', async (status) => {
    jest.useFakeTimers();
    api.reply({ status, data: {} }, ok());
    const result = http.get('api/x', {}, { retry: 3 }).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(10000);
    await expect(result).resolves.toMatchObject({ status });
    expect(api.calls).toHaveLength(1);
  });
});

describe('retrying writes', () => {
  it.each(['POST', 'DELETE'] as const)('never retries a %s without an idempotency key, even when asked', async (method) => {
    jest.useFakeTimers();
    api.reply({ status: 503, data: {} }, ok('twice'));
    const send = method === 'POST' ? http.post('api/ms.order/pay_order', { id: 1 }, { retry: 3 }) : http.del('api/x', {}, { retry: 3 });
    const result = send.catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(10000);
    await expect(result).resolves.toMatchObject({ status: 503 });
    expect(api.calls).toHaveLength(1);
  });

  it('retries a write that carries an Idempotency-Key, sending the same key every time', async () => {
    jest.useFakeTimers();
    api.reply({ network: 'ERR_NETWORK' }, { status: 502, data: {} }, ok({ order_id: 9 }));
    const result = http.post('api/ms.meeting/submit_ticket_order', { ticket_id: 3 }, { retry: 2, idempotencyKey: 'key-1' });
    await jest.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toEqual({ order_id: 9 });
    expect(api.calls).toHaveLength(3);
    expect(api.calls.map((c) => c.headers['Idempotency-Key'])).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('still never retries a 4xx answer to a keyed write', async () => {
    jest.useFakeTimers();
    api.reply({ status: 409, data: { msg: '库存不足' } }, ok());
    const result = http.post('api/x', {}, { retry: 3, idempotencyKey: 'key-2' }).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(10000);
    await expect(result).resolves.toMatchObject({ status: 409, message: '库存不足' });
    expect(api.calls).toHaveLength(1);
  });

  it('sends no Idempotency-Key header without the option', async () => {
    api.reply(ok());
    await http.post('api/x', {});
    expect(api.calls[0].headers['Idempotency-Key']).toBeUndefined();
  });
});

describe('loading indicator', () => {
  it('counts a showLoading call while it runs and stops counting when it succeeds', async () => {
    api.reply(ok(), ok());
    const a = http.get('api/a', {}, { showLoading: true });
    const b = http.get('api/b', {}, { showLoading: true });
    expect(loadingStore.count).toBe(2);
    expect(loadingStore.visible).toBe(true);
    await Promise.all([a, b]);
    expect(loadingStore.count).toBe(0);
    expect(loadingStore.visible).toBe(false);
  });

  it('stops counting when the call fails', async () => {
    api.reply({ status: 500, data: {} });
    const call = http.get('api/a', {}, { showLoading: true });
    expect(loadingStore.count).toBe(1);
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(loadingStore.count).toBe(0);
  });

  it('stops counting when the reply is a business failure', async () => {
    api.reply(fail('不行'));
    await expect(http.get('api/a', {}, { showLoading: true })).rejects.toThrow('不行');
    expect(loadingStore.count).toBe(0);
  });

  it('leaves the counter alone for calls without showLoading', async () => {
    api.reply(ok());
    const call = http.get('api/a');
    expect(loadingStore.count).toBe(0);
    await call;
  });
});

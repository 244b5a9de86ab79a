import { http, loadHttpClient } from './request';
import { ApiError } from './errors';
import { FIRST_ANSWERS_MAX_AGE_MS, firstCallKey, forgetFirstAnswers } from './firstAnswers';
import { tokenStorage } from './token';
import { fakeAxios, ok } from '../testing/fakeAxios';
import { resetBrowserState } from '../testing/browser';

/** The blocks the server writes into the shell's page (server/src/static/serveApps.ts): `signedIn`, those asked with the token. */
function pageAnswers(text: string, { whole = false, signedIn }: { whole?: boolean; signedIn?: string } = {}): void {
  document.getElementById('first-answers')?.remove();
  document.getElementById('first-answers-signed-in')?.remove();
  const mark = whole ? ' data-whole' : '';
  document.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="first-answers"${mark}>${text}</script>`);
  if (signedIn !== undefined)
    document.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="first-answers-signed-in">${signedIn}</script>`);
  forgetFirstAnswers();
}

const envelope = (data: unknown, code = 1, msg = '成功') => ({ code, msg, time: 1, data });

/** How the browser came to the page, as its navigation timing tells (jsdom has none). */
function navigationWas(entry: { type: string; transferSize: number }): void {
  Object.defineProperty(performance, 'getEntriesByType', {
    value: (kind: string) => (kind === 'navigation' ? [entry] : []),
    configurable: true,
  });
}

let api: ReturnType<typeof fakeAxios>;

beforeEach(async () => {
  resetBrowserState();
  api = fakeAxios(await loadHttpClient());
});
afterEach(() => {
  api.restore();
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  document.getElementById('first-answers')?.remove();
  document.getElementById('first-answers-signed-in')?.remove();
  forgetFirstAnswers();
  jest.restoreAllMocks();
});

it('files a call under its path and its query sorted by name, empty values left out, as the server does', () => {
  expect(firstCallKey('api/wyms/article/index', { scope: 'news', page: 1, limit: 4, cat_id: '' })).toBe(
    'api/wyms/article/index?limit=4&page=1&scope=news',
  );
  expect(firstCallKey('api/wyms/home_banner/index', {})).toBe('api/wyms/home_banner/index');
  expect(firstCallKey('api/x', { ids: [1, 2] })).toBeUndefined();
});

it("answers a GET from the page's block once, then asks the server", async () => {
  pageAnswers(JSON.stringify({ 'api/wyms/meeting/meeting/index?limit=3&page=1': envelope({ list: ['页面里的'] }) }));
  await expect(http.get('api/wyms/meeting/meeting/index', { page: 1, limit: 3 }, { auth: false })).resolves.toEqual({ list: ['页面里的'] });
  expect(api.calls).toHaveLength(0);

  api.reply(ok({ list: ['服务器的'] }));
  await expect(http.get('api/wyms/meeting/meeting/index', { page: 1, limit: 3 }, { auth: false })).resolves.toEqual({ list: ['服务器的'] });
  expect(api.calls).toHaveLength(1);
});

it("gives a refusal in the block as the server's refusal", async () => {
  pageAnswers(JSON.stringify({ 'api/wyms/meeting/meeting/details?id=9': envelope(null, 0, '会议不存在') }));
  const refused = await http.get('api/wyms/meeting/meeting/details', { id: 9 }, { auth: false }).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(ApiError);
  expect(refused).toMatchObject({ message: '会议不存在', status: 200, code: 0 });
});

it('asks the server for what the block lacks: other parameters, other methods, a call that carries a token', async () => {
  pageAnswers(JSON.stringify({ 'api/a?page=1': envelope('块'), 'api/b': envelope('块') }));
  api.reply(ok('服务器'), ok('服务器'), ok('服务器'));
  await expect(http.get('api/a', { page: 2 })).resolves.toBe('服务器');
  await expect(http.post('api/b')).resolves.toBe('服务器');
  tokenStorage.set('tok-1');
  await expect(http.get('api/a', { page: 1 })).resolves.toBe('服务器');
  // The anonymous call of a logged-in user is what the server answered for the page.
  await expect(http.get('api/b', {}, { auth: false })).resolves.toBe('块');
  expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['get api/a', 'post api/b', 'get api/a']);
});

it('answers a form POST the server named, under its method and its fields, once; a JSON POST or another POST asks the server', async () => {
  expect(firstCallKey('api/ms.hotel/get_hotel_detail', { id: 1, check_in: undefined }, 'POST')).toBe(
    'POST api/ms.hotel/get_hotel_detail?id=1',
  );
  pageAnswers(
    JSON.stringify({ 'POST api/ms.hotel/get_hotel_detail?id=1': envelope({ name: '块里的' }), 'api/c?id=1': envelope('GET 的') }),
  );
  await expect(http.post('api/ms.hotel/get_hotel_detail', { id: 1 })).resolves.toEqual({ name: '块里的' });
  expect(api.calls).toHaveLength(0);
  api.reply(ok('服务器'), ok('服务器'), ok('服务器'));
  await expect(http.post('api/ms.hotel/get_hotel_detail', { id: 1 })).resolves.toBe('服务器');
  // The GET's answer is not a POST's.
  await expect(http.post('api/c', { id: 1 })).resolves.toBe('服务器');
  pageAnswers(JSON.stringify({ 'POST api/d?id=1': envelope('块') }));
  await expect(http.post('api/d', { id: 1 }, { body: 'json' })).resolves.toBe('服务器');
  expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['post api/ms.hotel/get_hotel_detail', 'post api/c', 'post api/d']);
});

it('gives a call that carries the token the answers the server asked with it, once, and a call without one the anonymous ones', async () => {
  tokenStorage.set('tok-1');
  pageAnswers(JSON.stringify({ 'api/a': envelope('匿名') }), {
    signedIn: JSON.stringify({ 'POST api/mine?limit=10&page=1': envelope('我的'), 'api/a': envelope('我的 a') }),
  });
  await expect(http.post('api/mine', { page: 1, limit: 10 })).resolves.toBe('我的');
  await expect(http.get('api/a')).resolves.toBe('我的 a');
  await expect(http.get('api/a', {}, { auth: false })).resolves.toBe('匿名');
  expect(api.calls).toHaveLength(0);
  api.reply(ok('服务器'));
  await expect(http.post('api/mine', { page: 1, limit: 10 })).resolves.toBe('服务器');
  expect(api.calls.map((c) => `${c.method} ${c.url} ${c.headers?.token}`)).toEqual(['post api/mine tok-1']);
});

it('never gives an answer asked with the token to a call without one, nor to another session, nor after its time', async () => {
  tokenStorage.set('tok-1');
  pageAnswers(JSON.stringify({}), { signedIn: JSON.stringify({ 'api/mine': envelope('我的') }) });
  api.reply(ok('服务器'), ok('服务器'), ok('服务器'), ok('服务器'));
  await expect(http.get('api/mine', {}, { auth: false })).resolves.toBe('服务器');
  tokenStorage.set('tok-2');
  await expect(http.get('api/mine')).resolves.toBe('服务器');
  tokenStorage.clear();
  await expect(http.get('api/mine')).resolves.toBe('服务器');
  tokenStorage.set('tok-1');
  jest.spyOn(performance, 'now').mockReturnValue(FIRST_ANSWERS_MAX_AGE_MS + 1);
  await expect(http.get('api/mine')).resolves.toBe('服务器');
  expect(api.calls).toHaveLength(4);
});

it("gives none of a logged-in user's answers to a page the browser took from its cache", async () => {
  navigationWas({ type: 'back_forward', transferSize: 0 });
  tokenStorage.set('tok-1');
  pageAnswers(JSON.stringify({}), { whole: true, signedIn: JSON.stringify({ 'api/mine': envelope('我的') }) });
  api.reply(ok('服务器'));
  await expect(http.get('api/mine')).resolves.toBe('服务器');
});

it('is not used once the page is older than its answers may be', async () => {
  pageAnswers(JSON.stringify({ 'api/a': envelope('块') }));
  jest.spyOn(performance, 'now').mockReturnValue(FIRST_ANSWERS_MAX_AGE_MS + 1);
  api.reply(ok('服务器'));
  await expect(http.get('api/a')).resolves.toBe('服务器');
});

it.each([
  ['went back or forward to it', { type: 'back_forward', transferSize: 2400 }],
  ['took it from its cache', { type: 'navigate', transferSize: 0 }],
])('asks the server when the browser %s: the answers may be of any age', async (_how, navigation) => {
  navigationWas(navigation);
  pageAnswers(JSON.stringify({ 'api/a': envelope('块') }));
  api.reply(ok('服务器'));
  await expect(http.get('api/a')).resolves.toBe('服务器');
});

it('takes the answers of a page the server has just sent', async () => {
  navigationWas({ type: 'navigate', transferSize: 2400 });
  pageAnswers(JSON.stringify({ 'api/a': envelope('块') }));
  await expect(http.get('api/a')).resolves.toBe('块');
});

it('asks the server when the block is damaged', async () => {
  pageAnswers('{"api/a": ');
  api.reply(ok('服务器'));
  await expect(http.get('api/a')).resolves.toBe('服务器');
});

describe('the HTTP client is fetched when it is first needed', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** A fresh copy of the request module whose axios is `axios()`, to see what is fetched when. */
  async function freshRequest(axios: () => unknown): Promise<typeof import('./request')> {
    jest.resetModules();
    jest.doMock('axios', axios);
    return import('./request');
  }
  /** An axios that counts the clients made of it. */
  function countingAxios() {
    const created = jest.fn();
    const factory = () => {
      const actual = jest.requireActual('axios');
      return { __esModule: true, default: { create: (...args: unknown[]) => (created(), actual.default.create(...args)) } };
    };
    return { created, factory };
  }
  afterEach(() => {
    jest.dontMock('axios');
    jest.resetModules();
  });

  it('waits for the first touch when the page came with answers for its own calls', async () => {
    pageAnswers(JSON.stringify({ 'api/a': envelope('块') }));
    const axios = countingAxios();
    const request = await freshRequest(axios.factory);
    request.warmUpHttpClient();
    await settle();
    expect(axios.created).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(axios.created).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('wheel'));
    await settle();
    expect(axios.created).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next touch when the network failed the fetch at the first one', async () => {
    pageAnswers(JSON.stringify({ 'api/a': envelope('块') }));
    const axios = countingAxios();
    let offline = true;
    const request = await freshRequest(() => {
      if (offline) throw new Error('网络中断');
      return axios.factory();
    });
    request.warmUpHttpClient();
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(axios.created).not.toHaveBeenCalled();
    offline = false;
    window.dispatchEvent(new Event('keydown'));
    await settle();
    expect(axios.created).toHaveBeenCalledTimes(1);
  });

  it('fetches it at the first wheel too (a desktop scrolls without a touch)', async () => {
    pageAnswers(JSON.stringify({ 'api/a': envelope('块') }));
    const axios = countingAxios();
    (await freshRequest(axios.factory)).warmUpHttpClient();
    window.dispatchEvent(new Event('wheel'));
    await settle();
    expect(axios.created).toHaveBeenCalledTimes(1);
  });

  it('waits for the first touch on a page the server called whole, its answers used up (a sign-in form)', async () => {
    pageAnswers(JSON.stringify({ 'api/config': envelope('站点') }), { whole: true });
    const axios = countingAxios();
    const request = await freshRequest(axios.factory);
    const { takeFirstAnswer } = await import('./firstAnswers');
    expect(takeFirstAnswer('api/config')).toEqual(envelope('站点'));
    request.warmUpHttpClient();
    await settle();
    expect(axios.created).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('keydown'));
    await settle();
    expect(axios.created).toHaveBeenCalledTimes(1);
  });

  it('fetches it at once when the page has nothing to show without calls', async () => {
    const axios = countingAxios();
    (await freshRequest(axios.factory)).warmUpHttpClient();
    await settle();
    expect(axios.created).toHaveBeenCalledTimes(1);
  });

  it("waits for the first touch on a logged-in user's public page: its reads, without the token, take the anonymous answers", async () => {
    pageAnswers(JSON.stringify({ 'api/a': envelope('块') }));
    tokenStorage.set('tok-1');
    const axios = countingAxios();
    const request = await freshRequest(axios.factory);
    request.warmUpHttpClient();
    await expect(request.http.get('api/a', undefined, { auth: false })).resolves.toBe('块');
    await settle();
    expect(axios.created).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(axios.created).toHaveBeenCalledTimes(1);
  });

  it("fetches it at once on a logged-in user's own page the server answered in part (a late answer left out)", async () => {
    tokenStorage.set('tok-1');
    pageAnswers(JSON.stringify({ 'api/config': envelope('站点') }), {
      signedIn: JSON.stringify({ 'POST api/ms.order/get_meeting_order_list?limit=10&page=1': envelope({ data: [] }) }),
    });
    const axios = countingAxios();
    (await freshRequest(axios.factory)).warmUpHttpClient();
    await settle();
    expect(axios.created).toHaveBeenCalledTimes(1);
  });

  it("waits for the first touch on a logged-in user's page the server answered whole with their token", async () => {
    tokenStorage.set('tok-1');
    pageAnswers(JSON.stringify({ 'api/config': envelope('站点') }), {
      whole: true,
      signedIn: JSON.stringify({ 'POST api/ms.message/get_message_list?limit=10&page=1': envelope({ data: [] }) }),
    });
    const axios = countingAxios();
    (await freshRequest(axios.factory)).warmUpHttpClient();
    await settle();
    expect(axios.created).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(axios.created).toHaveBeenCalledTimes(1);
  });

  it('says the network failed when the client cannot be fetched, and fetches it again at the next call', async () => {
    let reachable = false;
    const request = await freshRequest(() => {
      if (!reachable) throw new Error('Loading chunk axios failed.');
      return jest.requireActual('axios');
    });
    const failed = await request.http.get('api/a').catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).toMatchObject({ message: '网络不给力，请稍后重试', status: undefined });
    reachable = true;
    const client = await request.loadHttpClient();
    expect(typeof client.request).toBe('function');
  });
});

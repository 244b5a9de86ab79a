import { createHash } from 'node:crypto';
import { createTestApp, loginAs, smsCodeFor, type TestApp } from './helpers/testApp';
import { productionEnv } from './helpers/productionEnv';
import { loadConfig } from '../src/config';
import { jssdkSignature } from '../src/features/account/wechat/jssdk';
import { SANDBOX_APP_ID, SANDBOX_APP_SECRET, SANDBOX_WEB_APP_ID } from '../src/features/account/wechat/sandbox/constants';

jest.setTimeout(60_000);

/** A browser: its own cookies, talking to the listening server over HTTP (redirects looked at, not followed). */
class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url.startsWith('http') ? url : `${this.base}${url}`, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [k, ...v] = pair.split('=');
      this.cookies.set(k, v.join('='));
    }
    return res;
  }

  async api(path: string, body: object = {}, token?: string) {
    const res = await this.request(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    });
    return (await res.json()) as { code: number; msg: string; data: any };
  }

  /** get_auth_url, the sandbox's consent page, 同意 (or 拒绝): answers the code and state WeChat hands back. */
  async consent(redirect = '/mine', decision = 'allow', scope?: string) {
    const auth = await this.api('/api/ms.we/get_auth_url', { redirect, ...(scope ? { scope } : {}) });
    expect(auth.code).toBe(1);
    const page = await this.request(auth.data.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
        m[1],
        m[2].replace(/&#(\d+);/g, (_, c) => String.fromCharCode(+c)),
      ]),
    );
    const back = await this.request('/_sandbox/wechat/connect/confirm', {
      method: 'POST',
      body: new URLSearchParams({ ...fields, decision }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location')!);
    return { html, location, code: location.searchParams.get('code') ?? '', state: location.searchParams.get('state') ?? '' };
  }
}

describe('WeChat sign-in against the sandbox, over HTTP', () => {
  let t: TestApp;
  let base: string;
  const countRows = async (sql: string, params: unknown[] = []) => Number((await t.db.query<{ n: string }>(sql, params))[0].n);
  const sendCode = async (b: Browser, mobile: string, event = 'mobilelogin', token?: string) => {
    // A code a minute ago does not hold this one back (the 60 s between sends is not under test here).
    await t.db.query("UPDATE sms_codes SET created_at = created_at - interval '2 minutes' WHERE mobile = $1", [mobile]);
    expect(await b.api('/api/sms/send', { mobile, event }, token)).toMatchObject({ code: 1 });
    return smsCodeFor(t.db, mobile);
  };

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.listen();
  }, 90_000);
  afterAll(() => t.close());

  it('gives the authorize address of the sandbox with appid, redirect_uri, response_type, scope and state; refuses a redirect off this site', async () => {
    const b = new Browser(base);
    const res = await b.api('/api/ms.we/get_auth_url', { redirect: '/mine' });
    const url = new URL(res.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${base}/_sandbox/wechat/connect/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      appid: SANDBOX_APP_ID,
      redirect_uri: `${base}/sign/wechat`,
      response_type: 'code',
      scope: 'snsapi_userinfo',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(url.hash).toBe('#wechat_redirect');
    expect(JSON.stringify(res)).not.toContain(SANDBOX_APP_SECRET);
    const qr = new URL((await b.api('/api/ms.we/get_auth_url', { redirect: '/mine', scope: 'snsapi_login' })).data.url);
    expect(qr.pathname).toBe('/_sandbox/wechat/connect/qrconnect');
    for (const redirect of ['https://evil.example.com/mine', '//evil.example.com/x', 'javascript:alert(1)']) {
      expect(await b.api('/api/ms.we/get_auth_url', { redirect })).toMatchObject({ code: 0, msg: '返回页面只能是本站页面' });
    }
  });

  it('a new WeChat user: consent page, nickname and avatar, bound by SMS; next time 同意 signs straight in; a replayed code or state changes nothing', async () => {
    const b = new Browser(base);
    const first = await b.consent('/meeting/information/introduction?id=1');
    expect(first.html).toContain('会议酒店服务号（沙箱）');
    expect(first.html).toContain('同意');
    expect(first.html).toContain('拒绝');
    expect(`${first.location.origin}${first.location.pathname}`).toBe(`${base}/sign/wechat`);
    const pending = await b.api('/api/ms.we/get_openid', { code: first.code, state: first.state });
    expect(pending).toMatchObject({ code: 1, data: { redirect: '/meeting/information/introduction?id=1' } });
    expect(pending.data.bind_token).toBeTruthy();
    expect(pending.data.nickname).toBeTruthy();
    expect(pending.data.avatar).toMatch(/^\/_sandbox\/wechat\/avatar\/[0-9a-f]{12}\.svg$/);
    expect(pending.data.userinfo).toBeUndefined();

    // The same code and state again, then the same code under a new state: code 0, nothing new.
    const before = await countRows('SELECT count(*) AS n FROM wechat_pending_binds');
    expect(await b.api('/api/ms.we/get_openid', { code: first.code, state: first.state })).toMatchObject({ code: 0 });
    const again = await b.api('/api/ms.we/get_auth_url', { redirect: '/mine' });
    const state2 = new URL(again.data.url).searchParams.get('state')!;
    expect(await b.api('/api/ms.we/get_openid', { code: first.code, state: state2 })).toMatchObject({
      code: 0,
      msg: '微信授权已使用过，请重新授权',
    });
    expect(await countRows('SELECT count(*) AS n FROM wechat_pending_binds')).toBe(before);

    const mobile = '13900001001';
    const login = await b.api('/api/user/mobilelogin', { mobile, captcha: await sendCode(b, mobile), bind_token: pending.data.bind_token });
    expect(login).toMatchObject({ code: 1, data: { userinfo: { mobile, bind_wechat: 1 } } });
    const center = await (await b.request('/api/wyms/user_wechat/center', { headers: { token: login.data.token } })).json();
    expect(center).toMatchObject({ code: 1, data: { bound: true, nickname: pending.data.nickname, avatar: pending.data.avatar } });

    // The bind_token is spent.
    const other = '13900001002';
    expect(
      await b.api('/api/user/mobilelogin', { mobile: other, captcha: await sendCode(b, other), bind_token: pending.data.bind_token }),
    ).toMatchObject({ code: 0, msg: '微信授权已失效，请重新用微信登录' });

    const next = await b.consent();
    const signedIn = await b.api('/api/ms.we/get_openid', { code: next.code, state: next.state });
    expect(signedIn).toMatchObject({ code: 1, data: { redirect: '/mine', userinfo: { mobile, bind_wechat: 1 } } });
    expect(signedIn.data.userinfo.token).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(signedIn)).not.toMatch(new RegExp(`${SANDBOX_APP_SECRET}|access_token|refresh_token|openid`));
  });

  it('QR login (a desktop) goes through the website app: another openid there, the same person by unionid, its codes good for it only', async () => {
    const b = new Browser(base);
    const official = await b.consent();
    const pending = await b.api('/api/ms.we/get_openid', { code: official.code, state: official.state });
    const mobile = '13900004001';
    expect(
      await b.api('/api/user/mobilelogin', { mobile, captcha: await sendCode(b, mobile), bind_token: pending.data.bind_token }),
    ).toMatchObject({ code: 1 });

    const auth = new URL((await b.api('/api/ms.we/get_auth_url', { redirect: '/mine', scope: 'snsapi_login' })).data.url);
    expect(auth.searchParams.get('appid')).toBe(SANDBOX_WEB_APP_ID);
    const qr = await b.consent('/mine', 'allow', 'snsapi_login');
    expect(qr.html).toContain('会议酒店网站（沙箱）');
    const [codes] = await t.db.query<{ web: string; official: string }>(
      'SELECT c.openid AS web, u.openid AS official FROM sandbox_wechat_codes c JOIN sandbox_wechat_users u ON u.web_openid = c.openid WHERE c.code = $1 AND c.app_id = $2',
      [qr.code, SANDBOX_WEB_APP_ID],
    );
    expect(codes.web).not.toBe(codes.official);
    // The official account cannot spend the website app's code, which stays good for its own app.
    const foreign = await (
      await fetch(
        `${base}/_sandbox/wechat/sns/oauth2/access_token?appid=${SANDBOX_APP_ID}&secret=${SANDBOX_APP_SECRET}&code=${qr.code}&grant_type=authorization_code`,
      )
    ).json();
    expect(foreign).toMatchObject({ errcode: 40029 });
    expect(await b.api('/api/ms.we/get_openid', { code: qr.code, state: qr.state })).toMatchObject({
      code: 1,
      data: { userinfo: { mobile, bind_wechat: 1 } },
    });
    // Nor is the official account's QR page a thing: qrconnect wants the website app.
    const wrong = new URL(auth);
    wrong.searchParams.set('appid', SANDBOX_APP_ID);
    expect(await (await b.request(wrong.toString())).text()).toContain('appid 参数错误');
  });

  it('refuses a state from another browser, an expired one, and 拒绝 hands back no code', async () => {
    const a = new Browser(base);
    const stranger = new Browser(base);
    const { code, state } = await a.consent();
    await stranger.api('/api/ms.we/get_auth_url', { redirect: '/mine' });
    expect(await stranger.api('/api/ms.we/get_openid', { code, state })).toMatchObject({
      code: 0,
      msg: '微信登录已失效或不是从本浏览器发起的，请重新登录',
    });
    expect(await a.api('/api/ms.we/get_openid', { code, state: `${state.split('.')[0]}.forged` })).toMatchObject({ code: 0 });

    const late = await a.consent();
    await t.db.query("UPDATE wechat_login_states SET expires_at = now() - interval '1 second' WHERE nonce = $1", [
      late.state.split('.')[0],
    ]);
    expect(await a.api('/api/ms.we/get_openid', { code: late.code, state: late.state })).toMatchObject({ code: 0 });
    // The code itself was not spent by the refusals: WeChat still knows it as unused.
    expect(await countRows('SELECT count(*) AS n FROM sandbox_wechat_codes WHERE code = $1 AND used_at IS NULL', [late.code])).toBe(1);

    const refused = await a.consent('/mine', 'deny');
    expect(refused.code).toBe('');
    expect(refused.state).toBeTruthy();
  });

  it('one identity binds one account: binding an identity bound elsewhere, or a second WeChat to an account, is refused', async () => {
    const b = new Browser(base);
    const p = await b.consent();
    const pending = await b.api('/api/ms.we/get_openid', { code: p.code, state: p.state });
    const first = '13900002001';
    expect(
      await b.api('/api/user/register', {
        mobile: first,
        captcha: await sendCode(b, first, 'register'),
        password: 'abc12345',
        bind_token: pending.data.bind_token,
      }),
    ).toMatchObject({
      code: 1,
      data: { userinfo: { bind_wechat: 1 } },
    });

    // The same WeChat user, logged in as another account, tries to bind it there.
    const demo = await loginAs(t.app, '13800138000');
    const mine = await b.consent('/setting/wechat');
    const forDemo = await b.api('/api/ms.we/get_openid', { code: mine.code, state: mine.state }, demo);
    expect(forDemo.data.bind_token).toBeTruthy();
    expect(await b.api('/api/wyms/user_wechat/bind', { bind_token: forDemo.data.bind_token }, demo)).toMatchObject({
      code: 0,
      msg: '该微信已绑定其他账号，请先在该账号中解绑',
    });

    // Another WeChat user tries the already bound account by SMS login: refused before the code is spent.
    const c = new Browser(base);
    const cp = await c.consent();
    const cPending = await c.api('/api/ms.we/get_openid', { code: cp.code, state: cp.state });
    const captcha = await sendCode(c, first);
    expect(await c.api('/api/user/mobilelogin', { mobile: first, captcha, bind_token: cPending.data.bind_token })).toMatchObject({
      code: 0,
      msg: '该账号已绑定其他微信，请先解绑',
    });
    expect(await countRows('SELECT count(*) AS n FROM sms_codes WHERE mobile = $1 AND consumed_at IS NULL', [first])).toBe(1);
    // It binds to the demo account, which has none.
    expect(await c.api('/api/wyms/user_wechat/bind', { bind_token: cPending.data.bind_token }, demo)).toMatchObject({
      code: 1,
      data: { bound: true },
    });
    expect((await c.api('/api/user/login', { account: '13800138000', password: 'demo123456' })).data.userinfo.bind_wechat).toBe(1);
  });

  it('unbinds with the password or an SMS code to the account mobile, never without', async () => {
    const b = new Browser(base);
    const p = await b.consent();
    const pending = await b.api('/api/ms.we/get_openid', { code: p.code, state: p.state });
    const mobile = '13900003001';
    const reg = await b.api('/api/user/register', {
      mobile,
      captcha: await sendCode(b, mobile, 'register'),
      password: 'abc12345',
      bind_token: pending.data.bind_token,
    });
    const token = reg.data.userinfo.token;
    expect(await b.api('/api/wyms/user_wechat/unbind', {}, token)).toMatchObject({ code: 0, msg: '请输入登录密码或短信验证码' });
    expect(await b.api('/api/wyms/user_wechat/unbind', { password: 'wrong999' }, token)).toMatchObject({ code: 0, msg: '密码错误' });
    expect(await b.api('/api/sms/send', { mobile: '13900003999', event: 'unbindwechat' }, token)).toMatchObject({
      code: 0,
      msg: '请使用当前绑定的手机号获取验证码',
    });
    expect(await b.api('/api/wyms/user_wechat/unbind', { captcha: await sendCode(b, mobile, 'unbindwechat', token) }, token)).toMatchObject(
      { code: 1, data: { bound: false } },
    );
    expect(await b.api('/api/wyms/user_wechat/unbind', { password: 'abc12345' }, token)).toMatchObject({
      code: 0,
      msg: '当前账号未绑定微信',
    });
    expect((await b.request('/api/wyms/user_wechat/center')).status).toBe(401);
    // Unbound, the same WeChat user is asked for a mobile again.
    const q = await b.consent();
    expect((await b.api('/api/ms.we/get_openid', { code: q.code, state: q.state })).data.bind_token).toBeTruthy();
  });

  it('signs JS-SDK pages as WeChat defines it, for this site only, and never shows the ticket', async () => {
    expect(
      jssdkSignature(
        'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        'Wm3WZYTPz0wzccnW',
        1414587457,
        'http://mp.weixin.qq.com?params=value',
      ),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
    const b = new Browser(base);
    const url = `${base}/share/article?id=1&pc=abc`;
    const res = await b.api('/api/ms.we/jssdk_config', { url: `${url}#top` });
    expect(res).toMatchObject({ code: 1, data: { appId: SANDBOX_APP_ID } });
    const [{ value: ticket }] = await t.db.query<{ value: string }>("SELECT value FROM wechat_global_tokens WHERE kind = 'jsapi_ticket'");
    const expected = createHash('sha1')
      .update(`jsapi_ticket=${ticket}&noncestr=${res.data.nonceStr}&timestamp=${res.data.timestamp}&url=${url}`)
      .digest('hex');
    expect(res.data.signature).toBe(expected);
    expect(JSON.stringify(res)).not.toContain(ticket);
    expect(await b.api('/api/ms.we/jssdk_config', { url: 'https://evil.example.com/page' })).toMatchObject({
      code: 0,
      msg: '只能为本站页面签名',
    });
  });

  it('shares one access token and one ticket between two instances, fetched once however many ask at once', async () => {
    await t.db.query('DELETE FROM wechat_global_tokens');
    await t.db.query("DELETE FROM sandbox_wechat_tokens WHERE kind IN ('global', 'ticket')");
    const second = await t.secondInstance();
    const ask = (app: typeof second) =>
      app
        .inject({
          method: 'POST',
          url: '/api/ms.we/jssdk_config',
          payload: { url: 'http://localhost/meeting/information/introduction?id=1' },
        })
        .then((r) => r.json());
    const answers = await Promise.all([t.app, second, t.app, second, t.app, second].map(ask));
    expect(answers.every((a) => a.code === 1)).toBe(true);
    expect(await countRows("SELECT count(*) AS n FROM sandbox_wechat_tokens WHERE kind = 'global'")).toBe(1);
    expect(await countRows("SELECT count(*) AS n FROM sandbox_wechat_tokens WHERE kind = 'ticket'")).toBe(1);
    // Near its expiry the next caller refreshes it, once.
    await t.db.query("UPDATE wechat_global_tokens SET expires_at = now() + interval '60 seconds'");
    await Promise.all([t.app, second, t.app, second].map(ask));
    expect(await countRows("SELECT count(*) AS n FROM sandbox_wechat_tokens WHERE kind = 'ticket'")).toBe(2);
    expect(await countRows("SELECT count(*) AS n FROM sandbox_wechat_tokens WHERE kind = 'global'")).toBe(2);
  });

  it('the sandbox answers WeChat errors as WeChat does', async () => {
    const get = async (path: string) => (await fetch(`${base}/_sandbox/wechat${path}`)).json();
    expect(
      await get(`/sns/oauth2/access_token?appid=${SANDBOX_APP_ID}&secret=${SANDBOX_APP_SECRET}&code=nope&grant_type=authorization_code`),
    ).toMatchObject({ errcode: 40029 });
    expect(
      await get(`/sns/oauth2/access_token?appid=${SANDBOX_APP_ID}&secret=wrong&code=nope&grant_type=authorization_code`),
    ).toMatchObject({ errcode: 40125 });
    expect(await get(`/cgi-bin/token?grant_type=client_credential&appid=wxother00000000001&secret=x`)).toMatchObject({ errcode: 40013 });
    expect(await get('/cgi-bin/ticket/getticket?access_token=nope&type=jsapi')).toMatchObject({ errcode: 40001 });
    expect(await get('/sns/userinfo?access_token=nope&openid=x')).toMatchObject({ errcode: 40001 });
    expect(await get(`/sns/oauth2/refresh_token?appid=${SANDBOX_APP_ID}&grant_type=refresh_token&refresh_token=nope`)).toMatchObject({
      errcode: 40030,
    });
  });

  it('switches to another WeChat by configuration alone: a second server with WECHAT_* set speaks to this one as to WeChat', async () => {
    const live = await createTestApp({
      seed: false,
      env: {
        WECHAT_APP_ID: SANDBOX_APP_ID,
        WECHAT_APP_SECRET: SANDBOX_APP_SECRET,
        WECHAT_OPEN_BASE_URL: `${base}/_sandbox/wechat`,
        WECHAT_API_BASE_URL: `${base}/_sandbox/wechat`,
      },
    });
    try {
      const liveBase = await live.listen();
      expect((await fetch(`${liveBase}/_sandbox/wechat/cgi-bin/token`)).status).toBe(404);
      const b = new Browser(liveBase);
      const auth = await b.api('/api/ms.we/get_auth_url', { redirect: '/mine' });
      expect(auth.data.url.startsWith(`${base}/_sandbox/wechat/connect/oauth2/authorize?`)).toBe(true);
      // The consent happens at "WeChat" (the first server), which sends the browser back to the second.
      const consentBrowser = new Browser(base);
      const page = await (await consentBrowser.request(auth.data.url)).text();
      const fields = Object.fromEntries(
        [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
          m[1],
          m[2].replace(/&#(\d+);/g, (_, c) => String.fromCharCode(+c)),
        ]),
      );
      const back = await consentBrowser.request('/_sandbox/wechat/connect/confirm', {
        method: 'POST',
        body: new URLSearchParams({ ...fields, decision: 'allow' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const location = new URL(back.headers.get('location')!);
      expect(location.origin).toBe(liveBase);
      const got = await b.api('/api/ms.we/get_openid', {
        code: location.searchParams.get('code')!,
        state: location.searchParams.get('state')!,
      });
      expect(got).toMatchObject({ code: 1 });
      expect(got.data.bind_token).toBeTruthy();
    } finally {
      await live.close();
    }
  });
});

describe('WeChat settings', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return '';
    } catch (e) {
      return (e as Error).message;
    }
  };
  it('wants the app id and secret together, a real-looking app id, and in production no sandbox or http address', () => {
    expect(problems({ WECHAT_APP_ID: 'wx1234567890abcdef' })).toContain(
      'WECHAT_APP_SECRET：未设置（微信公众号需要 WECHAT_APP_ID、WECHAT_APP_SECRET 一起设置）',
    );
    expect(problems({ WECHAT_APP_ID: 'abc', WECHAT_APP_SECRET: 's' })).toContain('WECHAT_APP_ID=abc：应为 wx 开头的 18 位公众号 AppID');
    expect(problems({ WECHAT_API_BASE_URL: 'api.weixin.qq.com' })).toContain(
      'WECHAT_API_BASE_URL=api.weixin.qq.com：应为以 http:// 或 https:// 开头的地址',
    );
    expect(problems({ ...productionEnv(), WECHAT_API_BASE_URL: 'http://127.0.0.1:8080/_sandbox/wechat' })).toContain(
      'WECHAT_API_BASE_URL=http://127.0.0.1:8080/_sandbox/wechat：生产模式不接受沙箱或 http 地址',
    );
    expect(problems({ WECHAT_APP_ID: 'wx1234567890abcdef', WECHAT_APP_SECRET: 'secret-value' })).toBe('');
    expect(problems({ WECHAT_APP_ID: 'wx1234567890abcdef' })).not.toContain('secret-value');
    expect(problems({ WECHAT_WEB_APP_ID: 'wx1234567890abcdef' })).toContain(
      'WECHAT_WEB_APP_SECRET：未设置（微信开放平台网站应用需要 WECHAT_WEB_APP_ID、WECHAT_WEB_APP_SECRET 一起设置）',
    );
    expect(problems({ WECHAT_WEB_APP_ID: 'web', WECHAT_WEB_APP_SECRET: 's' })).toContain(
      'WECHAT_WEB_APP_ID=web：应为 wx 开头的 18 位网站应用 AppID',
    );
  });
});

describe('WeChat in production mode', () => {
  it('serves no WeChat sandbox and offers no WeChat login without an app', async () => {
    const bare = await createTestApp({ seed: false, env: productionEnv() });
    try {
      expect((await bare.app.inject({ url: '/_sandbox/wechat/connect/oauth2/authorize?appid=x' })).statusCode).toBe(404);
      expect(
        (await bare.app.inject({ method: 'POST', url: '/api/ms.we/get_auth_url', payload: { redirect: '/mine' } })).json(),
      ).toMatchObject({ code: 0, msg: '暂未开通微信登录' });
      expect((await bare.app.inject({ url: '/api/wyms/config/config' })).json().data.wechat_login).toBe(0);
    } finally {
      await bare.close();
    }
  });

  it('with an official account only: sign-in inside WeChat, no QR login', async () => {
    const withApp = await createTestApp({
      seed: false,
      env: { ...productionEnv(), WECHAT_APP_ID: 'wx1234567890abcdef', WECHAT_APP_SECRET: '0123456789abcdef0123456789abcdef' },
    });
    try {
      const res = (await withApp.app.inject({ method: 'POST', url: '/api/ms.we/get_auth_url', payload: { redirect: '/mine' } })).json();
      expect(
        res.data.url.startsWith(
          'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1234567890abcdef&redirect_uri=https%3A%2F%2Fmeeting.example.com%2Fsign%2Fwechat',
        ),
      ).toBe(true);
      expect((await withApp.app.inject({ url: '/_sandbox/wechat/cgi-bin/token' })).statusCode).toBe(404);
      expect((await withApp.app.inject({ url: '/api/wyms/config/config' })).json().data).toMatchObject({
        wechat_login: 1,
        wechat_qr_login: 0,
      });
      // No website app: no QR login, and no sandbox standing in for it.
      expect(
        (
          await withApp.app.inject({
            method: 'POST',
            url: '/api/ms.we/get_auth_url',
            payload: { redirect: '/mine', scope: 'snsapi_login' },
          })
        ).json(),
      ).toMatchObject({ code: 0, msg: '暂未开通微信扫码登录' });
    } finally {
      await withApp.close();
    }
  });

  it('with a website app only: QR login at WeChat, nothing else', async () => {
    const withWebsite = await createTestApp({
      seed: false,
      env: { ...productionEnv(), WECHAT_WEB_APP_ID: 'wxfedcba0987654321', WECHAT_WEB_APP_SECRET: 'fedcba9876543210fedcba9876543210' },
    });
    try {
      const res = (
        await withWebsite.app.inject({
          method: 'POST',
          url: '/api/ms.we/get_auth_url',
          payload: { redirect: '/mine', scope: 'snsapi_login' },
        })
      ).json();
      expect(res.data.url.startsWith('https://open.weixin.qq.com/connect/qrconnect?appid=wxfedcba0987654321&')).toBe(true);
      expect((await withWebsite.app.inject({ url: '/api/wyms/config/config' })).json().data).toMatchObject({
        wechat_login: 0,
        wechat_qr_login: 1,
      });
    } finally {
      await withWebsite.close();
    }
  });
});

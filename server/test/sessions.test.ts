import type { RouteOptions } from 'fastify';
import { createTestApp, postApi, smsCodeFor, tokenFor, type TestApp } from './helpers/testApp';
import { hashPassword } from '../src/features/account/auth/passwords';

// Every password login runs scrypt, deliberately slow.
jest.setTimeout(60_000);

describe('sessions: the token header, 401 first, the login lock and what sign-up tells', () => {
  let t: TestApp;
  let hash: string;
  const routes: RouteOptions[] = [];
  const post = (url: string, payload: object = {}, opts: { token?: string; ip?: string } = {}) => postApi(t.app, url, payload, opts);
  const login = (account: string, password: string, ip: string) => post('/api/user/login', { account, password }, { ip });
  let seq = 0;
  const nextIp = () => `10.20.${Math.floor(seq / 200)}.${(seq++ % 200) + 1}`;
  let mobileSeq = 0;
  /** A fresh account (password `right123`), so each test counts its own failures. */
  const newUser = async () => {
    mobileSeq += 1;
    const n = String(mobileSeq).padStart(4, '0');
    const mobile = `1310000${n}`;
    await t.db.query('INSERT INTO users (username, nickname, mobile, email, password_hash) VALUES ($1, $2, $3, $4, $5)', [
      `lock${n}`,
      `锁${n}`,
      mobile,
      `lock${n}@example.com`,
      hash,
    ]);
    return { mobile, username: `lock${n}`, email: `lock${n}@example.com` };
  };
  /** As if the account's last counted failure were `seconds` older. */
  const ageBackoff = (seconds: number) =>
    t.db.query("UPDATE rate_hits SET last_hit_at = last_hit_at - make_interval(secs => $1::int) WHERE bucket = 'login:account'", [seconds]);

  beforeAll(async () => {
    hash = await hashPassword('right123');
    t = await createTestApp({ onRoute: (r) => routes.push(r) });
  }, 120_000);
  afterAll(() => t.close());

  describe('the token', () => {
    it('comes from the token header only: a cross-site form post riding on a cookie changes nothing', async () => {
      const token = await tokenFor(t.db, '13800138000');
      const before = (await post('/api/user/get_profile', {}, { token })).data.nickname;
      const csrf = await t.app.inject({
        method: 'POST',
        url: '/api/user/profile',
        headers: { cookie: `token=${token}`, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
        payload: 'nickname=hacked',
      });
      expect(csrf.statusCode).toBe(401);
      expect(csrf.json()).toMatchObject({ code: 0, msg: '请先登录' });
      expect((await post('/api/user/get_profile', {}, { token })).data.nickname).toBe(before);
      expect((await t.app.inject({ url: '/api/_auth/session', headers: { cookie: `token=${token}` } })).json()).toEqual({});
    });

    it('every route that needs a login answers 401 before it reads or validates the body', async () => {
      const guarded = routes.filter((r) => r.config?.auth);
      expect(guarded.length).toBeGreaterThan(15);
      const bodies = [
        { 'content-type': 'application/json', payload: '{"id": "not a number", "nickname": ""' },
        { 'content-type': 'application/json', payload: JSON.stringify({ id: 2147483648, page: -1, mobile: 'x', title: '' }) },
        { 'content-type': 'multipart/form-data; boundary=abc', payload: 'garbage' },
        { 'content-type': 'application/xml', payload: '<a/>' },
      ];
      for (const route of guarded) {
        for (const method of ([] as string[]).concat(route.method)) {
          for (const { payload, ...headers } of bodies) {
            for (const token of [undefined, 'expired-or-made-up']) {
              const res = await t.app.inject({
                method: method as 'POST',
                url: `${route.url}?limit=abc`,
                headers: { ...headers, ...(token ? { token } : {}) },
                payload,
              });
              const route401 = { route: `${method} ${route.url}`, status: 401 };
              if (method === 'HEAD') expect({ route: route401.route, status: res.statusCode }).toEqual(route401);
              else
                expect({ route: route401.route, status: res.statusCode, body: res.json() }).toMatchObject({
                  ...route401,
                  body: { code: 0, msg: token ? '登录已过期，请重新登录' : '请先登录' },
                });
            }
          }
        }
      }
    });

    it('a route that turns strangers away is marked as needing a login', async () => {
      const unmarked = routes.filter((r) => r.url.startsWith('/api/') && !r.config?.auth && !r.url.includes(':'));
      for (const route of unmarked) {
        for (const method of ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD')) {
          const res = await t.app.inject({
            method: method as 'POST',
            url: route.url,
            ...(method === 'GET' ? {} : { payload: {} }),
            remoteAddress: nextIp(),
          });
          expect({ route: `${method} ${route.url}`, status: res.statusCode }).not.toEqual({ route: `${method} ${route.url}`, status: 401 });
        }
      }
    });
  });

  describe('failed logins', () => {
    it('count per account whatever was typed: five failures by mobile, name and email lock the account for that address', async () => {
      const u = await newUser();
      const ip = nextIp();
      for (const account of [u.mobile, u.username.toUpperCase(), u.email, ` ${u.username} `, u.email.toUpperCase()]) {
        expect((await login(account, 'wrong123', ip)).msg).toBe('账号或密码错误');
      }
      // Not even the right password, in any spelling, from this address.
      for (const account of [u.mobile, u.username.toUpperCase(), u.email]) {
        expect((await login(account, 'right123', ip)).msg).toMatch(/^密码错误次数过多，请\d+(分钟|秒)后再试，或使用短信验证码登录$/);
      }
      // The owner elsewhere is not locked out by a stranger's failures.
      expect((await login(u.username, 'right123', nextIp())).code).toBe(1);
    });

    it('treat an unknown account exactly like a known one, so the lock tells nothing', async () => {
      const u = await newUser();
      const known: string[] = [];
      const unknown: string[] = [];
      const [ipA, ipB] = [nextIp(), nextIp()];
      for (let i = 0; i < 7; i += 1) {
        known.push((await login(u.username, 'wrong123', ipA)).msg);
        unknown.push((await login('nobody-at-all', 'wrong123', ipB)).msg);
      }
      const shape = (m: string) => m.replace(/\d+(分钟|秒)/, 'N');
      expect(known.map(shape)).toEqual(unknown.map(shape));
      expect(known.slice(5).every((m) => m.startsWith('密码错误次数过多'))).toBe(true);
      // An unknown account is counted by its normalised spelling.
      expect((await login(' NOBODY-AT-ALL ', 'wrong123', ipB)).msg).toMatch(/^密码错误次数过多/);
    });

    it('from many addresses slow down after 10 with a doubling wait, never longer than 15 minutes, and SMS login still works', async () => {
      const u = await newUser();
      for (let i = 0; i < 10; i += 1) expect((await login(u.mobile, 'wrong123', nextIp())).msg).toBe('账号或密码错误');
      const waitOf = (msg: string) => msg.match(/^该账号登录失败次数过多，请(\d+(?:分钟|秒))后再试，或使用短信验证码登录$/)?.[1];
      // The 11th guess waits 30 s, wherever it comes from; the right password too (the owner waits as well, briefly).
      expect(waitOf((await login(u.mobile, 'wrong123', nextIp())).msg)).toMatch(/^(30|29)秒$/);
      expect(waitOf((await login(u.mobile, 'right123', nextIp())).msg)).toMatch(/^(30|29)秒$/);
      await ageBackoff(31);
      expect((await login(u.mobile, 'wrong123', nextIp())).msg).toBe('账号或密码错误');
      expect(waitOf((await login(u.mobile, 'wrong123', nextIp())).msg)).toMatch(/^(1分钟|59秒)$/);
      await ageBackoff(61);
      expect((await login(u.mobile, 'wrong123', nextIp())).msg).toBe('账号或密码错误');
      expect(waitOf((await login(u.mobile, 'wrong123', nextIp())).msg)).toBe('2分钟');
      // However many failures pile up, the wait stops at 15 minutes.
      await t.db.query("UPDATE rate_hits SET hits = 500 WHERE bucket = 'login:account'");
      expect(waitOf((await login(u.mobile, 'right123', nextIp())).msg)).toBe('15分钟');
      // The phone is always a way in.
      await post('/api/sms/send', { mobile: u.mobile, event: 'mobilelogin' }, { ip: nextIp() });
      expect(
        (await post('/api/user/mobilelogin', { mobile: u.mobile, captcha: await smsCodeFor(t.db, u.mobile) }, { ip: nextIp() })).code,
      ).toBe(1);
      // Once the wait is over, the right password logs in and clears the count.
      await ageBackoff(15 * 60);
      expect((await login(u.mobile, 'right123', nextIp())).code).toBe(1);
      expect((await login(u.mobile, 'wrong123', nextIp())).msg).toBe('账号或密码错误');
    });

    it('cannot slip past the lock with parallel guesses', async () => {
      const u = await newUser();
      const ip = nextIp();
      const answers = await Promise.all(Array.from({ length: 12 }, () => login(u.username, 'wrong123', ip)));
      expect(answers.filter((a) => a.msg === '账号或密码错误').length).toBe(5);
    });
  });

  describe('register and resetpwd', () => {
    const ask = async (url: string, payload: object, ip: string) => {
      const { status, code, msg, data } = await post(url, payload, { ip });
      return { status, code, msg, data };
    };
    const age = (mobile: string) =>
      t.db.query("UPDATE sms_codes SET created_at = created_at - interval '61 seconds' WHERE mobile = $1", [mobile]);

    it('answer the same for a registered and an unregistered mobile until a right code is given', async () => {
      const registered = (await newUser()).mobile;
      const stranger = '13299990001';
      const ip = nextIp();
      for (const event of ['register', 'resetpwd']) {
        const [a, b] = [
          await ask('/api/sms/send', { mobile: registered, event }, ip),
          await ask('/api/sms/send', { mobile: stranger, event }, ip),
        ];
        expect(a).toEqual({ status: 200, code: 1, msg: '验证码已发送', data: null });
        expect(b).toEqual(a);
        await age(registered);
        await age(stranger);
      }
      for (const [url, body] of [
        ['/api/user/register', { password: 'abc12345' }],
        ['/api/user/resetpwd', { newpassword: 'abc12345' }],
      ] as const) {
        for (const captcha of ['000000', 'abc', '']) {
          const a = await ask(url, { ...body, mobile: registered, captcha }, ip);
          const b = await ask(url, { ...body, mobile: stranger, captcha }, ip);
          expect(b).toEqual(a);
          expect(a.code).toBe(0);
        }
      }
      // With the right code, each learns what concerns their own phone.
      await age(registered);
      await post('/api/sms/send', { mobile: registered, event: 'register' }, { ip });
      expect(
        (
          await post(
            '/api/user/register',
            { mobile: registered, captcha: await smsCodeFor(t.db, registered), password: 'abc12345' },
            { ip },
          )
        ).msg,
      ).toBe('该手机号已注册，请直接登录');
      await post('/api/sms/send', { mobile: stranger, event: 'resetpwd' }, { ip });
      expect(
        (await post('/api/user/resetpwd', { mobile: stranger, captcha: await smsCodeFor(t.db, stranger), newpassword: 'abc12345' }, { ip }))
          .msg,
      ).toBe('该手机号未注册');
    });

    it('are limited per mobile and per address, alike for registered and unregistered mobiles', async () => {
      const registered = (await newUser()).mobile;
      for (const mobile of [registered, '13299990002']) {
        for (let i = 0; i < 10; i += 1)
          expect((await post('/api/user/register', { mobile, captcha: '123456', password: 'abc12345' }, { ip: nextIp() })).msg).toBe(
            '请先获取验证码',
          );
        expect((await post('/api/user/register', { mobile, captcha: '123456', password: 'abc12345' }, { ip: nextIp() })).msg).toMatch(
          /^该手机号操作过于频繁，请\d+(分钟|秒)后再试$/,
        );
      }
      const ip = nextIp();
      for (let i = 0; i < 20; i += 1)
        expect(
          (
            await post(
              '/api/user/resetpwd',
              { mobile: `132999910${String(i).padStart(2, '0')}`, captcha: '123456', newpassword: 'abc12345' },
              { ip },
            )
          ).msg,
        ).toBe('请先获取验证码');
      expect((await post('/api/user/resetpwd', { mobile: '13299991099', captcha: '123456', newpassword: 'abc12345' }, { ip })).msg).toMatch(
        /^操作过于频繁，请\d+(分钟|秒)后再试$/,
      );
    });
  });
});

describe('behind a proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  const sendFrom = async (forwardedFor: string | undefined, mobile: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms/send',
      payload: { mobile, event: 'mobilelogin' },
      remoteAddress: '127.0.0.1',
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    return res.json() as { code: number; msg: string };
  };
  const recordedIp = async (mobile: string) =>
    (await t.db.query<{ ip: string }>('SELECT ip FROM sms_codes WHERE mobile = $1', [mobile]))[0]?.ip;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { TRUST_PROXY: 'true' } });
  }, 120_000);
  afterAll(() => t.close());

  it('counts the client address the proxy saw, not one the client wrote in front of it', async () => {
    await sendFrom('203.0.113.7', '13288880001');
    expect(await recordedIp('13288880001')).toBe('203.0.113.7');
    await sendFrom('1.1.1.1, 203.0.113.8', '13288880002');
    expect(await recordedIp('13288880002')).toBe('203.0.113.8');
    // 30 sends per address an hour: one client is limited however it fakes the first hop ...
    for (let i = 0; i < 29; i += 1)
      expect((await sendFrom(`9.9.9.${i}, 203.0.113.7`, `132888810${String(i).padStart(2, '0')}`)).code).toBe(1);
    expect((await sendFrom('8.8.8.8, 203.0.113.7', '13288881099')).msg).toMatch(/^获取验证码过于频繁/);
    // ... while another client behind the same proxy is not.
    expect((await sendFrom('203.0.113.9', '13288881098')).code).toBe(1);
  });
});

describe('not behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  }, 120_000);
  afterAll(() => t.close());

  it('ignores X-Forwarded-For', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/sms/send',
      payload: { mobile: '13277770001', event: 'mobilelogin' },
      remoteAddress: '192.0.2.5',
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    expect((await t.db.query<{ ip: string }>('SELECT ip FROM sms_codes WHERE mobile = $1', ['13277770001']))[0].ip).toBe('192.0.2.5');
  });
});

import { createTestApp, loginAs, postApi, smsCodeFor, type TestApp } from './helpers/testApp';
import { hashToken } from '../src/features/account/auth/sessions';

// Every login runs scrypt, deliberately slow: tests with twenty logins need more than jest's 5 s on a busy machine.
jest.setTimeout(30_000);

describe('account: sign-up, logins, logout and passwords', () => {
  let t: TestApp;
  const post = (url: string, payload: object = {}, opts: { token?: string; ip?: string } = {}) => postApi(t.app, url, payload, opts);
  const session = async (token: string) => (await t.app.inject({ url: '/api/_auth/session', headers: { token } })).json();
  const sendCode = async (mobile: string, event: string, token?: string) => {
    const sent = await post('/api/sms/send', { mobile, event }, { token });
    expect(sent).toMatchObject({ code: 1 });
    return smsCodeFor(t.db, mobile);
  };
  // Each test its own client address, so the per-IP login counter of one test does not leak into another.
  let ipSeq = 0;
  const nextIp = () => `10.0.0.${++ipSeq}`;

  // Migrating and seeding every slice takes a few seconds on a busy machine.
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('logs in with mobile, email or user name; the reply carries userinfo with token and bind_wechat', async () => {
    for (const account of ['13800138000', 'demo@example.com', 'demo', 'DEMO']) {
      const res = await post('/api/user/login', { account, password: 'demo123456' });
      expect(res).toMatchObject({
        code: 1,
        data: { userinfo: { mobile: '13800138000', username: 'demo', nickname: '张会务', bind_wechat: 0 } },
      });
      expect(res.data.userinfo.token).toMatch(/^[0-9a-f]{64}$/);
      expect(res.data.userinfo).not.toHaveProperty('password_hash');
      expect((await session(res.data.userinfo.token)).user.mobile).toBe('13800138000');
    }
  });

  it('stores only a hash of the token, expiring 7 days after login', async () => {
    const token = await loginAs(t.app, '13800138000');
    const [row] = await t.db.query<{ days: number }>(
      'SELECT extract(epoch FROM expires_at - created_at) / 86400 AS days FROM user_tokens WHERE token_hash = $1',
      [hashToken(token)],
    );
    expect(Number(row.days)).toBeCloseTo(7, 3);
    expect(await t.db.query('SELECT 1 FROM user_tokens WHERE token_hash = $1', [token])).toHaveLength(0);
  });

  it('a token past its 7 days gets 401 with 登录已过期 on the account calls', async () => {
    const token = await loginAs(t.app, 'demo');
    expect((await post('/api/user/get_profile', {}, { token })).code).toBe(1);
    await t.db.query("UPDATE user_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hashToken(token)]);
    expect(await post('/api/user/get_profile', {}, { token })).toMatchObject({ status: 401, code: 0, msg: '登录已过期，请重新登录' });
  });

  it('refuses a wrong password or an unknown account with the same message, and a disabled account', async () => {
    const ip = nextIp();
    expect(await post('/api/user/login', { account: '13800138000', password: 'wrong1' }, { ip })).toMatchObject({
      code: 0,
      msg: '账号或密码错误',
    });
    expect(await post('/api/user/login', { account: 'nobody', password: 'demo123456' }, { ip })).toMatchObject({
      code: 0,
      msg: '账号或密码错误',
    });
    expect(await post('/api/user/login', { account: '', password: 'x' }, { ip })).toMatchObject({ code: 0, msg: '账号不能为空' });
    await t.db.query("UPDATE users SET status = 'disabled' WHERE username = 'verifier'");
    expect(await post('/api/user/login', { account: 'verifier', password: 'demo123456' }, { ip })).toMatchObject({
      code: 0,
      msg: '账号已被停用，请联系客服',
    });
    await t.db.query("UPDATE users SET status = 'normal' WHERE username = 'verifier'");
    expect((await post('/api/user/login', { account: 'verifier', password: 'demo123456' }, { ip })).code).toBe(1);
  });

  it("a successful login clears the account's failures", async () => {
    const ip = nextIp();
    for (let i = 0; i < 4; i += 1) await post('/api/user/login', { account: 'demo', password: 'nope12' }, { ip });
    expect((await post('/api/user/login', { account: 'demo', password: 'demo123456' }, { ip })).code).toBe(1);
    for (let i = 0; i < 4; i += 1) await post('/api/user/login', { account: 'demo', password: 'nope12' }, { ip });
    expect((await post('/api/user/login', { account: 'demo', password: 'demo123456' }, { ip })).code).toBe(1);
  });

  it('limits failed logins per address across accounts', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await post('/api/user/login', { account: `someone${i}`, password: 'x1' }, { ip })).msg).toBe('账号或密码错误');
    }
    expect((await post('/api/user/login', { account: 'demo', password: 'demo123456' }, { ip })).msg).toMatch(
      /^登录尝试过于频繁，请\d+(分钟|秒)后再试$/,
    );
    expect((await post('/api/user/login', { account: 'demo', password: 'demo123456' }, { ip: nextIp() })).code).toBe(1);
  });

  it('signs up with an SMS code and a strong password, then logs in with the password', async () => {
    const mobile = '13700000001';
    const code = await sendCode(mobile, 'register');
    expect(code).toMatch(/^\d{6}$/);
    expect(await post('/api/user/register', { mobile, captcha: code, password: 'short' })).toMatchObject({
      code: 0,
      msg: '密码需为6-20位，且同时包含字母和数字',
    });
    expect(await post('/api/user/register', { mobile, captcha: code, password: '12345678' })).toMatchObject({ code: 0 });
    const res = await post('/api/user/register', { mobile, captcha: code, password: 'abc12345' });
    expect(res).toMatchObject({ code: 1, data: { userinfo: { mobile, nickname: '用户0001', bind_wechat: 0 } } });
    expect((await session(res.data.userinfo.token)).user.mobile).toBe(mobile);
    expect(await post('/api/user/login', { account: mobile, password: 'abc12345' })).toMatchObject({ code: 1 });
    // The code was used up; a new one is sent as to anyone, and only with it does register say the mobile is taken.
    expect((await post('/api/user/register', { mobile, captcha: code, password: 'abc12345' })).msg).toBe('请先获取验证码');
    await t.db.query("UPDATE sms_codes SET created_at = created_at - interval '61 seconds' WHERE mobile = $1", [mobile]);
    const again = await sendCode(mobile, 'register');
    expect((await post('/api/user/register', { mobile, captcha: again, password: 'abc12345' })).msg).toBe('该手机号已注册，请直接登录');
  });

  it('refuses sign-up without the right code', async () => {
    const mobile = '13700000002';
    expect((await post('/api/user/register', { mobile, captcha: '123456', password: 'abc12345' })).msg).toBe('请先获取验证码');
    const code = await sendCode(mobile, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post('/api/user/register', { mobile, captcha: wrong, password: 'abc12345' })).msg).toBe('验证码错误，还可尝试4次');
    expect((await post('/api/user/register', { mobile, captcha: 'abc', password: 'abc12345' })).msg).toBe('验证码格式不正确');
    expect(await t.db.query('SELECT 1 FROM users WHERE mobile = $1', [mobile])).toHaveLength(0);
  });

  it('SMS login returns data.token, and creates the account of an unknown mobile', async () => {
    const known = await post('/api/user/mobilelogin', { mobile: '13800138000', captcha: await sendCode('13800138000', 'mobilelogin') });
    expect(known).toMatchObject({ code: 1, data: { userinfo: { username: 'demo' } } });
    expect(known.data.token).toBe(known.data.userinfo.token);
    expect((await session(known.data.token)).user.username).toBe('demo');

    const fresh = await post('/api/user/mobilelogin', { mobile: '13600000003', captcha: await sendCode('13600000003', 'mobilelogin') });
    expect(fresh).toMatchObject({ code: 1, data: { userinfo: { mobile: '13600000003', nickname: '用户0003' } } });
    // A register code is not a login code.
    const registerCode = await sendCode('13600000004', 'register');
    expect((await post('/api/user/mobilelogin', { mobile: '13600000004', captcha: registerCode })).msg).toBe('请先获取验证码');
  });

  it('logout revokes the token; logging out again still answers code 1', async () => {
    const token = await loginAs(t.app, 'demo');
    const other = await loginAs(t.app, 'demo');
    expect(await post('/api/user/logout', {}, { token })).toMatchObject({ code: 1 });
    expect((await post('/api/user/get_profile', {}, { token })).status).toBe(401);
    expect((await post('/api/user/get_profile', {}, { token: other })).code).toBe(1);
    expect(await post('/api/user/logout', {}, { token })).toMatchObject({ code: 1 });
  });

  it('changing the password checks the old one and revokes every token of the account', async () => {
    await post('/api/user/register', { mobile: '13700000005', captcha: await sendCode('13700000005', 'register'), password: 'first123' });
    const a = await loginAs(t.app, '13700000005', 'first123');
    const b = await loginAs(t.app, '13700000005', 'first123');
    expect(await post('/api/user/changepwd', { oldpassword: 'wrong123', newpassword: 'second123' }, { token: a })).toMatchObject({
      code: 0,
      msg: '原密码错误',
    });
    expect(await post('/api/user/changepwd', { oldpassword: 'first123', newpassword: 'weak' }, { token: a })).toMatchObject({ code: 0 });
    expect(await post('/api/user/changepwd', { oldpassword: 'first123', newpassword: 'second123' }, { token: a })).toMatchObject({
      code: 1,
    });
    for (const token of [a, b]) expect((await post('/api/user/get_profile', {}, { token })).status).toBe(401);
    expect((await post('/api/user/login', { account: '13700000005', password: 'first123' })).code).toBe(0);
    expect((await post('/api/user/login', { account: '13700000005', password: 'second123' })).code).toBe(1);
    expect((await post('/api/user/changepwd', { oldpassword: 'a', newpassword: 'b' })).status).toBe(401);
  });

  it('limits old-password guesses on change, per user', async () => {
    const token = await loginAs(t.app, '13900139000');
    for (let i = 0; i < 5; i += 1)
      expect((await post('/api/user/changepwd', { oldpassword: `x${i}`, newpassword: 'abc12345' }, { token })).msg).toBe('原密码错误');
    expect((await post('/api/user/changepwd', { oldpassword: 'demo123456', newpassword: 'abc12345' }, { token })).msg).toMatch(
      /^原密码错误次数过多/,
    );
  });

  it('resets a forgotten password with an SMS code, ending every session', async () => {
    await post('/api/user/register', { mobile: '13700000006', captcha: await sendCode('13700000006', 'register'), password: 'first123' });
    const token = await loginAs(t.app, '13700000006', 'first123');
    // An unregistered mobile gets its code like any other; only the right code tells it is not registered.
    const stranger = await sendCode('13700000099', 'resetpwd');
    expect((await post('/api/user/resetpwd', { mobile: '13700000099', captcha: stranger, newpassword: 'new12345' })).msg).toBe(
      '该手机号未注册',
    );
    // The register code was sent under a minute ago.
    await t.db.query("UPDATE sms_codes SET created_at = created_at - interval '61 seconds' WHERE mobile = '13700000006'");
    const code = await sendCode('13700000006', 'resetpwd');
    expect((await post('/api/user/resetpwd', { mobile: '13700000006', captcha: code, newpassword: 'new12345' })).code).toBe(1);
    expect((await post('/api/user/get_profile', {}, { token })).status).toBe(401);
    expect((await post('/api/user/login', { account: '13700000006', password: 'new12345' })).code).toBe(1);
    expect((await post('/api/user/resetpwd', { mobile: '13700000006', captcha: code, newpassword: 'other123' })).msg).toBe(
      '请先获取验证码',
    );
  });
});

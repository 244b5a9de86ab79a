import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, loginAs, postApi, smsCodeFor, type TestApp } from './helpers/testApp';
import { ConsoleSmsProvider, createSmsProvider } from '../src/features/account/sms/provider';
import { loadConfig } from '../src/config';

describe('account: SMS codes', () => {
  let t: TestApp;
  const post = (url: string, payload: object = {}, opts: { token?: string; ip?: string } = {}) => postApi(t.app, url, payload, opts);
  // Moves a mobile's sent codes back in time, as if the clock had run on.
  const age = (mobile: string, seconds: number) =>
    t.db.query(
      'UPDATE sms_codes SET created_at = created_at - make_interval(secs => $2::int), expires_at = expires_at - make_interval(secs => $2::int) WHERE mobile = $1',
      [mobile, seconds],
    );
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('sends a 6-digit code valid for 5 minutes', async () => {
    expect(await post('/api/sms/send', { mobile: '13500000001', event: 'register' })).toMatchObject({ code: 1, msg: '验证码已发送' });
    const [row] = await t.db.query<{ code: string; ttl: number }>(
      "SELECT code, extract(epoch FROM expires_at - created_at)::int AS ttl FROM sms_codes WHERE mobile = '13500000001'",
    );
    expect(row.code).toMatch(/^\d{6}$/);
    expect(row.ttl).toBe(300);
    const code = row.code;
    expect(await post('/api/sms/check', { mobile: '13500000001', event: 'register', captcha: code })).toMatchObject({ code: 1 });
    await age('13500000001', 301);
    expect(await post('/api/sms/check', { mobile: '13500000001', event: 'register', captcha: code })).toMatchObject({
      code: 0,
      msg: '验证码已过期，请重新获取',
    });
  });

  it('allows one send per mobile per 60 seconds', async () => {
    await post('/api/sms/send', { mobile: '13500000002', event: 'register' });
    const again = await post('/api/sms/send', { mobile: '13500000002', event: 'mobilelogin' });
    expect(again.code).toBe(0);
    expect(again.msg).toMatch(/^发送过于频繁，请(60|59)秒后再试$/);
    await age('13500000002', 45);
    expect((await post('/api/sms/send', { mobile: '13500000002', event: 'register' })).msg).toMatch(/^发送过于频繁，请1[45]秒后再试$/);
    await age('13500000002', 16);
    expect((await post('/api/sms/send', { mobile: '13500000002', event: 'register' })).code).toBe(1);
  });

  it('allows at most 10 sends per mobile in 24 hours', async () => {
    const mobile = '13500000003';
    for (let i = 0; i < 10; i += 1) {
      expect((await post('/api/sms/send', { mobile, event: 'mobilelogin' }, { ip: `10.1.0.${i}` })).code).toBe(1);
      await age(mobile, 61);
    }
    expect(await post('/api/sms/send', { mobile, event: 'mobilelogin' })).toMatchObject({
      code: 0,
      msg: '该手机号今日获取验证码次数已达上限',
    });
    // Once the first of them is more than 24 hours old, one more may go.
    await t.db.query(
      "UPDATE sms_codes SET created_at = now() - interval '25 hours' WHERE id = (SELECT min(id) FROM sms_codes WHERE mobile = $1)",
      [mobile],
    );
    expect((await post('/api/sms/send', { mobile, event: 'mobilelogin' })).code).toBe(1);
  });

  it("lets one address use at most 3 of a mobile's daily sends, so a stranger cannot block its owner for the day", async () => {
    const mobile = '13500000006';
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/api/sms/send', { mobile, event: 'mobilelogin' }, { ip: '10.6.6.6' })).code).toBe(1);
      await age(mobile, 61);
    }
    expect(await post('/api/sms/send', { mobile, event: 'mobilelogin' }, { ip: '10.6.6.6' })).toMatchObject({
      code: 0,
      msg: '当前网络为该手机号获取验证码次数已达今日上限，请更换网络或明天再试',
    });
    expect((await t.db.query('SELECT 1 FROM sms_codes WHERE mobile = $1', [mobile])).length).toBe(3);
    // The owner, from the phone's own network, still logs in by SMS.
    expect((await post('/api/sms/send', { mobile, event: 'mobilelogin' }, { ip: '10.6.6.7' })).code).toBe(1);
    expect((await post('/api/user/mobilelogin', { mobile, captcha: await smsCodeFor(t.db, mobile) }, { ip: '10.6.6.7' })).code).toBe(1);
  });

  it("limits wrong checks per address, so a stranger cannot burn someone's code for free; right ones do not count", async () => {
    const victim = '13500000007';
    await post('/api/sms/send', { mobile: victim, event: 'register' }, { ip: '10.7.0.1' });
    const code = await smsCodeFor(t.db, victim);
    const stranger = { ip: '10.7.7.7' };
    for (let i = 0; i < 3; i += 1)
      expect((await post('/api/sms/check', { mobile: victim, event: 'register', captcha: wrongFor(code) }, stranger)).code).toBe(0);
    for (let i = 0; i < 7; i += 1)
      expect((await post('/api/sms/check', { mobile: '13500000070', event: 'register', captcha: '123456' }, stranger)).code).toBe(0);
    expect((await post('/api/sms/check', { mobile: victim, event: 'register', captcha: wrongFor(code) }, stranger)).msg).toMatch(
      /^验证码错误次数过多，请\d+(秒|分钟)后再试$/,
    );
    // Only 2 of the stranger's guesses were checked, and none cost the code one of its own tries (smsStrangerTries).
    expect((await t.db.query('SELECT attempts, stranger_attempts FROM sms_codes WHERE mobile = $1', [victim]))[0]).toEqual({
      attempts: 0,
      stranger_attempts: 2,
    });
    expect((await post('/api/sms/check', { mobile: victim, event: 'register', captcha: code }, { ip: '10.7.0.1' })).code).toBe(1);

    const patient = { ip: '10.7.8.8' };
    for (let i = 0; i < 12; i += 1)
      expect((await post('/api/sms/check', { mobile: victim, event: 'register', captcha: code }, patient)).code).toBe(1);
    expect((await post('/api/sms/check', { mobile: victim, event: 'register', captcha: wrongFor(code) }, patient)).msg).toBe(
      '验证码错误，还可尝试1次',
    );
  });

  it('burns a code after 5 wrong tries', async () => {
    const mobile = '13500000004';
    await post('/api/sms/send', { mobile, event: 'register' });
    const code = await smsCodeFor(t.db, mobile);
    for (let left = 4; left >= 1; left -= 1) {
      expect((await post('/api/sms/check', { mobile, event: 'register', captcha: wrongFor(code) })).msg).toBe(
        `验证码错误，还可尝试${left}次`,
      );
    }
    expect((await post('/api/sms/check', { mobile, event: 'register', captcha: wrongFor(code) })).msg).toBe(
      '验证码错误次数过多，请重新获取',
    );
    expect((await post('/api/sms/check', { mobile, event: 'register', captcha: code })).msg).toBe('请先获取验证码');
    expect((await post('/api/user/register', { mobile, captcha: code, password: 'abc12345' })).msg).toBe('请先获取验证码');
  });

  it('accepts only the newest code, for its own event, and check does not use it up', async () => {
    const mobile = '13500000005';
    await post('/api/sms/send', { mobile, event: 'register' });
    const first = await smsCodeFor(t.db, mobile);
    await age(mobile, 61);
    await post('/api/sms/send', { mobile, event: 'register' });
    const second = await smsCodeFor(t.db, mobile);
    if (first !== second) expect((await post('/api/sms/check', { mobile, event: 'register', captcha: first })).code).toBe(0);
    expect((await post('/api/sms/check', { mobile, event: 'mobilelogin', captcha: second })).msg).toBe('请先获取验证码');
    expect((await post('/api/sms/check', { mobile, event: 'register', captcha: second })).code).toBe(1);
    expect((await post('/api/user/register', { mobile, captcha: second, password: 'abc12345' })).code).toBe(1);
  });

  it('sends for an event only to whom it concerns, the same answer for registered and unregistered mobiles', async () => {
    for (const [mobile, event] of [
      ['13800138000', 'register'],
      ['13500000096', 'register'],
      ['13500000099', 'resetpwd'],
      ['13900139000', 'resetpwd'],
    ]) {
      expect(await post('/api/sms/send', { mobile, event })).toMatchObject({ status: 200, code: 1, msg: '验证码已发送', data: null });
    }
    expect((await post('/api/sms/send', { mobile: '13500000098', event: 'changemobile' })).status).toBe(401);
    const token = await loginAs(t.app, 'demo');
    // A mobile taken by another account is said so only when the change is made with the right code.
    expect((await post('/api/sms/send', { mobile: '13500000095', event: 'changemobile' }, { token })).code).toBe(1);
    expect((await post('/api/sms/send', { mobile: '13900139000', event: 'changeemail' }, { token })).msg).toBe(
      '请使用当前绑定的手机号获取验证码',
    );
    await age('13800138000', 61);
    expect((await post('/api/sms/send', { mobile: '13800138000', event: 'changeemail' }, { token })).code).toBe(1);
    expect((await post('/api/sms/send', { mobile: '13500000097', event: 'hack' })).msg).toBe('事件取值不正确');
    expect((await post('/api/sms/send', { mobile: '23500000097', event: 'register' })).msg).toBe('手机号格式不正确');
  });

  it('limits sends per client address', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 30; i += 1) {
      expect((await post('/api/sms/send', { mobile: `1340000${String(i).padStart(4, '0')}`, event: 'mobilelogin' }, { ip })).code).toBe(1);
    }
    expect((await post('/api/sms/send', { mobile: '13400009999', event: 'mobilelogin' }, { ip })).msg).toMatch(
      /^获取验证码过于频繁，请\d+(分钟|秒)后再试$/,
    );
    expect((await post('/api/sms/send', { mobile: '13400009999', event: 'mobilelogin' }, { ip: '10.9.9.10' })).code).toBe(1);
  });
});

describe('SMS providers', () => {
  it('the console provider logs the code and, with a file, appends it as a JSON line', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sms-')), 'sms.log');
    const lines: string[] = [];
    const provider = new ConsoleSmsProvider((m) => lines.push(m), file);
    await provider.send('13800138000', '123456', 'register');
    await provider.send('13900139000', '654321', 'mobilelogin');
    expect(lines[0]).toContain('13800138000 验证码 123456');
    const logged = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(logged).toMatchObject([
      { mobile: '13800138000', event: 'register', code: '123456' },
      { mobile: '13900139000', event: 'mobilelogin', code: '654321' },
    ]);
  });

  it('is chosen by SMS_PROVIDER, console by default; an unknown one stops the start', () => {
    expect(createSmsProvider(loadConfig({}).sms, () => undefined).name).toBe('console');
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow('SMS_PROVIDER=carrier-pigeon：可选值为 console、aliyun');
  });
});

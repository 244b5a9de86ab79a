import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, loginAs, postApi, smsCodeFor, type TestApp } from './helpers/testApp';
import { multipart, PNG } from './helpers/uploads';

describe('account: profile, mobile, email, upload and figures', () => {
  let t: TestApp;
  let demo: string;
  const post = (url: string, payload: object = {}, token = demo) => postApi(t.app, url, payload, { token });
  const upload = async (file: { name: string; type: string; data: Buffer }, token = demo) => {
    const { payload, headers } = multipart(file);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload',
      payload,
      headers: { ...headers, ...(token ? { token } : {}) },
    });
    return { status: res.statusCode, ...res.json() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    demo = await loginAs(t.app, 'demo');
  }, 60_000);
  afterAll(() => t.close());

  it("answers the caller's own profile", async () => {
    expect(await post('/api/user/get_profile')).toMatchObject({
      code: 1,
      data: { username: 'demo', mobile: '13800138000', email: 'demo@example.com', company: '会议酒店科技有限公司', bind_wechat: 0 },
    });
    expect((await post('/api/user/get_profile', {}, '')).status).toBe(401);
  });

  it('uploads an image and keeps it as the avatar', async () => {
    const up = await upload({ name: 'me.png', type: 'image/png', data: PNG });
    expect(up).toMatchObject({ code: 1 });
    expect(up.data.url).toMatch(/^\/uploads\/\d{6}\/[0-9a-f]{24}\.png$/);
    const stored = path.join(t.app.config.uploadDir, up.data.url.replace('/uploads/', ''));
    expect(fs.readFileSync(stored).equals(PNG)).toBe(true);

    const saved = await post('/api/user/profile', { nickname: ' 新昵称 ', avatar: up.data.url, gender: 1, company: '新单位' });
    expect(saved).toMatchObject({
      code: 1,
      data: { nickname: '新昵称', avatar: up.data.url, gender: 1, company: '新单位', position: '', bio: '' },
    });
    expect((await t.app.inject({ url: '/api/_auth/session', headers: { token: demo } })).json().user.avatar).toBe(up.data.url);
  });

  it('checks upload type by content and size, and wants a login', async () => {
    expect((await upload({ name: 'x.png', type: 'image/png', data: Buffer.from('<svg onload="alert(1)"/>') })).msg).toBe(
      '只能上传 JPG、PNG、GIF 或 WEBP 格式的图片',
    );
    expect(
      (await upload({ name: 'a.svg', type: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') })).code,
    ).toBe(0);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await upload({ name: 'big.png', type: 'image/png', data: big })).toMatchObject({ code: 0, msg: '文件不能超过5MB' });
    expect((await upload({ name: 'me.png', type: 'image/png', data: PNG }, '')).status).toBe(401);
    expect((await post('/api/common/upload', {})).msg).toBe('请选择要上传的图片');
  });

  it('refuses an avatar that was not uploaded here, and an empty nickname', async () => {
    expect((await post('/api/user/profile', { nickname: 'x', avatar: 'https://tracker.example/pixel.gif' })).msg).toBe(
      '头像地址不正确，请重新上传',
    );
    expect((await post('/api/user/profile', { nickname: '   ' })).msg).toBe('昵称不能为空');
    expect((await post('/api/user/profile', { nickname: 'x', gender: 5 })).msg).toBe('性别取值不正确');
  });

  it('changes the mobile with a code sent to the new one and the current password', async () => {
    const token = await loginAs(t.app, 'verifier');
    await post('/api/sms/send', { mobile: '13300000001', event: 'changemobile' }, token);
    const code = await smsCodeFor(t.db, '13300000001');
    expect(
      (
        await post(
          '/api/user/changemobile',
          { mobile: '13300000001', captcha: code === '000000' ? '111111' : '000000', password: 'demo123456' },
          token,
        )
      ).code,
    ).toBe(0);
    expect(await post('/api/user/changemobile', { mobile: '13300000001', captcha: code, password: 'demo123456' }, token)).toMatchObject({
      code: 1,
      data: { mobile: '13300000001' },
    });
    expect((await post('/api/user/login', { account: '13300000001', password: 'demo123456' }, '')).code).toBe(1);
    expect((await post('/api/user/changemobile', { mobile: '13300000001', captcha: '123456', password: 'demo123456' }, token)).msg).toBe(
      '新手机号不能与当前手机号相同',
    );
  });

  describe('the current password, sessions and the message', () => {
    let u: { id: number; mobile: string; token: string };
    const newMobile = '13300000009';
    const change = (body: object, ip = '10.9.0.1', token = u.token) =>
      postApi(t.app, '/api/user/changemobile', { mobile: newMobile, ...body }, { token, ip });
    const codeLeft = async () =>
      (await t.db.query('SELECT 1 FROM sms_codes WHERE mobile = $1 AND consumed_at IS NULL', [newMobile])).length === 1;

    beforeAll(async () => {
      const mobile = '13300000008';
      expect((await postApi(t.app, '/api/sms/send', { mobile, event: 'register' })).code).toBe(1);
      const reg = await postApi(t.app, '/api/user/register', { mobile, captcha: await smsCodeFor(t.db, mobile), password: 'owner12345' });
      u = { id: reg.data.userinfo.id, mobile, token: reg.data.userinfo.token };
      expect((await postApi(t.app, '/api/sms/send', { mobile: newMobile, event: 'changemobile' }, { token: u.token })).code).toBe(1);
    });

    it('wants the current password, named when missing; a wrong one changes nothing and counts as a failed login', async () => {
      const captcha = await smsCodeFor(t.db, newMobile);
      expect(await change({ captcha })).toMatchObject({ code: 0, msg: '当前密码不能为空' });
      for (let i = 0; i < 5; i += 1)
        expect(await change({ captcha, password: `wrong${i}` })).toMatchObject({ code: 0, msg: '当前密码错误' });
      // The login guard's per account-and-address lock: the right password from this address now waits too.
      expect((await change({ captcha, password: 'owner12345' })).msg).toMatch(/^密码错误次数过多，请\d+(秒|分钟)后再试/);
      expect((await postApi(t.app, '/api/user/login', { account: u.mobile, password: 'owner12345' }, { ip: '10.9.0.1' })).msg).toMatch(
        /^密码错误次数过多/,
      );
      expect(await codeLeft()).toBe(true);
      expect((await t.db.query('SELECT mobile FROM users WHERE id = $1', [u.id]))[0].mobile).toBe(u.mobile);
    });

    it("ends every other session of the account, keeps the caller's, and leaves a message with the old number masked", async () => {
      const other = (await postApi(t.app, '/api/user/login', { account: u.mobile, password: 'owner12345' }, { ip: '10.9.0.2' })).data
        .userinfo.token;
      const captcha = await smsCodeFor(t.db, newMobile);
      expect(await change({ captcha, password: 'owner12345' }, '10.9.0.2')).toMatchObject({ code: 1, data: { mobile: newMobile } });
      expect((await postApi(t.app, '/api/user/get_profile', {}, { token: other })).status).toBe(401);
      expect((await postApi(t.app, '/api/user/get_profile', {}, { token: u.token })).data.mobile).toBe(newMobile);
      const [msg] = await t.db.query<{ title: string; content: string }>(
        'SELECT title, content FROM messages WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
        [u.id],
      );
      expect(msg.title).toBe('手机号已更换');
      expect(msg.content).toContain('133****0008');
      expect(msg.content).not.toContain(u.mobile);
    });
  });

  it('refuses a mobile another account took after the code was sent (the unique index decides)', async () => {
    const token = await loginAs(t.app, 'verifier');
    await post('/api/sms/send', { mobile: '13300000002', event: 'changemobile' }, token);
    const code = await smsCodeFor(t.db, '13300000002');
    await t.db.query("INSERT INTO users (username, mobile, password_hash) VALUES ('late', '13300000002', '-')");
    expect(await post('/api/user/changemobile', { mobile: '13300000002', captcha: code, password: 'demo123456' }, token)).toMatchObject({
      code: 0,
      msg: '该手机号已被其他账号使用',
    });
  });

  it("changes the email with a code sent to the account's own mobile", async () => {
    await post('/api/sms/send', { mobile: '13800138000', event: 'changeemail' });
    const code = await smsCodeFor(t.db, '13800138000');
    expect((await post('/api/user/changeemail', { email: 'verifier@example.com', captcha: code })).msg).toBe('该邮箱已被其他账号使用');
    expect((await post('/api/user/changeemail', { email: 'bad', captcha: code })).msg).toBe('邮箱格式不正确');
    expect(await post('/api/user/changeemail', { email: 'Zhang@Example.com', captcha: code })).toMatchObject({
      code: 1,
      data: { email: 'zhang@example.com' },
    });
    expect((await post('/api/user/login', { account: 'zhang@example.com', password: 'demo123456' }, '')).code).toBe(1);
  });

  it("counts the caller's usable coupons and unread messages for /mine", async () => {
    const stat = await post('/api/ms.member/get_person_stat');
    expect(stat).toMatchObject({ code: 1, data: { coupon_count: 2, unread_message_count: 6, order_count: 4, hotel_order_count: 0 } });
    // The verifier's only message: the notice of its mobile change above.
    const fresh = await post('/api/ms.member/get_person_stat', {}, await loginAs(t.app, '13300000001'));
    expect(fresh.data).toMatchObject({ coupon_count: 0, unread_message_count: 1 });
    expect((await post('/api/ms.member/get_person_stat', {}, '')).status).toBe(401);
  });
});

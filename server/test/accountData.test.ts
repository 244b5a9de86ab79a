import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCouponBatch } from '../src/features/account/coupons/store';
import { createTestApp, loginAs, postApi, type TestApp } from './helpers/testApp';
import { sendMessage } from '../src/features/account';
import { issueToken } from '../src/features/account/auth/sessions';
import { accountCommands } from '../src/features/account/commands';

describe('account: contacts, messages and coupons, each user seeing only their own', () => {
  let t: TestApp;
  let demo: string;
  let verifier: string;
  const post = (url: string, payload: object, token: string) => postApi(t.app, url, payload, { token });
  const idOf = async (mobile: string) => (await t.db.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', [mobile]))[0].id;
  const later = (ms: number) => new Date(Date.now() + ms);
  const HOUR = 3_600_000;
  const newBatch = (o: { total?: number; perUser?: number; validDays?: number; claimEndMs?: number; validEndMs?: number } = {}) =>
    t.db.tx((q) =>
      createCouponBatch(q, {
        name: '测试券',
        meetingId: null,
        amount: 1000,
        threshold: 0,
        total: o.total ?? 10,
        perUserLimit: o.perUser ?? 1,
        validDays: o.validDays ?? 30,
        claimEnd: later(o.claimEndMs ?? 24 * HOUR),
        validEnd: o.validEndMs === undefined ? null : later(o.validEndMs),
      }),
    );

  beforeAll(async () => {
    t = await createTestApp();
    demo = await loginAs(t.app, 'demo');
    verifier = await loginAs(t.app, 'verifier');
  }, 60_000);
  afterAll(() => t.close());

  describe('contacts', () => {
    it("lists the seeded contacts of the demo user and none of anyone else's", async () => {
      const mine = await post('/api/ms.member/get_my_contact', {}, demo);
      expect(mine.data.total).toBe(3);
      expect(mine.data.list.map((c: { name: string }) => c.name).sort()).toEqual(['李晓梅', '王建国', '陈志远'].sort());
      expect((await post('/api/ms.member/get_my_contact', {}, verifier)).data).toEqual({ list: [], total: 0 });
    });

    it('adds, edits (a missing optional field is cleared) and deletes a contact', async () => {
      const added = await post(
        '/api/ms.member/update_my_contact',
        { name: ' 赵敏 ', mobile: '13611112222', company: '协和', position: '医生', id_number: '110105198503121234' },
        verifier,
      );
      expect(added).toMatchObject({
        code: 1,
        msg: '添加成功',
        data: { name: '赵敏', company: '协和', position: '医生', id_number: '110105198503121234' },
      });
      const id = added.data.id;
      const edited = await post(
        '/api/ms.member/update_my_contact',
        { id, name: '赵敏', mobile: '13611113333', company: '协和医院' },
        verifier,
      );
      expect(edited).toMatchObject({ code: 1, data: { id, mobile: '13611113333', company: '协和医院', position: '', id_number: '' } });
      expect((await post('/api/ms.member/get_my_contact', {}, verifier)).data.total).toBe(1);
      expect(await post('/api/ms.member/del_my_contact', { id }, verifier)).toMatchObject({ code: 1 });
      expect((await post('/api/ms.member/get_my_contact', {}, verifier)).data.total).toBe(0);
      expect((await post('/api/ms.member/del_my_contact', { id }, verifier)).msg).toBe('参会人不存在');
    });

    it("validates contacts, with the spec's texts where the app shows them", async () => {
      const msg = (body: object) =>
        post('/api/ms.member/update_my_contact', { name: '赵敏', mobile: '13611112222', ...body }, verifier).then((r) => r.msg);
      expect(await msg({ name: '' })).toBe('姓名不能为空');
      expect(await msg({ name: '   ' })).toBe('请填写姓名');
      expect(await msg({ mobile: '1361111' })).toBe('手机号格式不正确');
      expect(await msg({ id_number: '110105198503121235' })).toBe('请填写正确的身份证号');
      expect(await msg({ id: 'abc' })).toBe('参会人应为整数');
    });

    it("never lets one user read, change or delete another's contact", async () => {
      const [theirs] = await t.db.query<{ id: number; name: string }>('SELECT id, name FROM contacts WHERE user_id = $1 LIMIT 1', [
        await idOf('13800138000'),
      ]);
      expect((await post('/api/ms.member/update_my_contact', { id: theirs.id, name: '篡改', mobile: '13611112222' }, verifier)).msg).toBe(
        '参会人不存在',
      );
      expect((await post('/api/ms.member/del_my_contact', { id: theirs.id }, verifier)).msg).toBe('参会人不存在');
      const [still] = await t.db.query<{ name: string }>('SELECT name FROM contacts WHERE id = $1', [theirs.id]);
      expect(still.name).toBe(theirs.name);
    });
  });

  describe('messages', () => {
    it("pages the caller's messages, newest first, with the unread count", async () => {
      const page = await post('/api/ms.message/get_message_list', { page: 1, limit: 4 }, demo);
      // Four from the account's demo data, five sent by the demo orders (two payments; a refund asked for, approved and done).
      expect(page.data).toMatchObject({ total: 9, per_page: 4, current_page: 1, last_page: 3, unread: 6 });
      expect(page.data.data).toHaveLength(4);
      expect(page.data.data[0]).toMatchObject({ title: '新的优惠券已到账', is_read: false });
      const times = page.data.data.map((m: { created_at: string }) => new Date(m.created_at).getTime());
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect((await post('/api/ms.message/get_message_list', { page: 2, limit: 4 }, demo)).data.data).toHaveLength(4);
      expect((await post('/api/ms.message/get_message_list', {}, verifier)).data).toMatchObject({ total: 0, unread: 0, data: [] });
    });

    it('marks one read (answering the unread count left), or all', async () => {
      const vid = await idOf('13900139000');
      const ids = [];
      for (const title of ['一', '二', '三']) ids.push(await sendMessage(t.db, vid, { title, content: '内容' }));
      expect(await post('/api/ms.message/read', { id: ids[0] }, verifier)).toMatchObject({ code: 1, data: { unread: 2 } });
      // Reading it again changes nothing.
      expect((await post('/api/ms.message/read', { id: ids[0] }, verifier)).data.unread).toBe(2);
      expect((await post('/api/ms.message/read', { all: true }, verifier)).data.unread).toBe(0);
      expect((await post('/api/ms.message/read', {}, verifier)).msg).toBe('消息不能为空');
    });

    it("never lets one user read another's message", async () => {
      const [theirs] = await t.db.query<{ id: number }>('SELECT id FROM messages WHERE user_id = $1 AND read_at IS NULL LIMIT 1', [
        await idOf('13800138000'),
      ]);
      expect((await post('/api/ms.message/read', { id: theirs.id }, verifier)).msg).toBe('消息不存在');
      expect(await t.db.query('SELECT 1 FROM messages WHERE id = $1 AND read_at IS NULL', [theirs.id])).toHaveLength(1);
      // "All" means all of mine.
      await post('/api/ms.message/read', { all: true }, verifier);
      expect((await post('/api/ms.message/get_message_list', {}, demo)).data.unread).toBe(6);
    });
  });

  describe('import-users', () => {
    const csv = (text: string) => {
      const file = path.join(os.tmpdir(), `users-${Date.now()}-${Math.random()}.csv`);
      fs.writeFileSync(file, text);
      return file;
    };
    const importCmd = accountCommands.find((c) => c.name === 'import-users')!;

    it('creates accounts in bulk that can log in, and leaves existing mobiles as they are', async () => {
      const out = await importCmd.run(t.db, {
        file: csv('mobile,name,password\n13600000001,"赵一",pass1234\n13600000002,钱二,abc12345\n13800138000,张会务,other123\n'),
      });
      expect(out).toBe('已创建 2 个账号，1 个手机号已有账号未改动：13800138000');
      const login = await postApi(t.app, '/api/user/login', { account: '13600000002', password: 'abc12345' });
      expect(login).toMatchObject({ code: 1, data: { userinfo: { nickname: '钱二' } } });
      // The demo user's password was not touched.
      expect((await postApi(t.app, '/api/user/login', { account: '13800138000', password: 'demo123456' })).code).toBe(1);
    });

    it('names the bad line and imports none of the file', async () => {
      await expect(
        importCmd.run(t.db, { file: csv('mobile,name,password\n13600000011,孙三,pass1234\n1360000001,李四,pass1234\n') }),
      ).rejects.toThrow('第3行：手机号格式不正确');
      await expect(importCmd.run(t.db, { file: csv('mobile,name,password\n13600000012,周五,123\n') })).rejects.toThrow(
        '第2行：密码需为6-20位',
      );
      await expect(importCmd.run(t.db, { file: csv('phone,name\n') })).rejects.toThrow('第1行：缺少列 mobile');
      const [n] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE mobile IN ('13600000011', '13600000012')");
      expect(n.n).toBe(0);
    });
  });

  describe('admin commands', () => {
    const run = (name: string, args: Record<string, string>) => accountCommands.find((c) => c.name === name)!.run(t.db, args);

    it('send-message reaches one user by mobile, or everyone', async () => {
      expect(await run('send-message', { mobile: '13900139000', title: '会议延期通知', content: '改至下月举行' })).toBe(
        '已发送给 1 位用户',
      );
      const list = (await post('/api/ms.message/get_message_list', {}, verifier)).data.data;
      expect(list[0]).toMatchObject({ title: '会议延期通知', content: '改至下月举行', is_read: false });
      await expect(run('send-message', { mobile: '13000000000', title: 'x', content: 'y' })).rejects.toThrow('不存在');
    });

    it('create-coupon opens a batch to claim, amounts given in yuan', async () => {
      const out = await run('create-coupon', { name: '管理员券', amount: '12.5', threshold: '100', total: '5', days: '7' });
      const id = Number(/#(\d+)/.exec(out)![1]);
      const claimable = (await post('/api/ms.coupon/get_claimable_coupon_list', {}, verifier)).data.list;
      expect(claimable.find((c: { id: number }) => c.id === id)).toMatchObject({
        name: '管理员券',
        amount: 1250,
        threshold: 10000,
        remaining: 5,
        valid_days: 7,
      });
      await expect(run('create-coupon', { name: 'x', amount: '-1', total: '5', days: '7' })).rejects.toThrow('面额须为金额');
    });
  });

  describe('coupons', () => {
    it("lists the caller's coupons by state with amount, threshold, validity and the count of each state", async () => {
      const unused = await post('/api/ms.coupon/get_my_coupon_list', { state: 'unused' }, demo);
      expect(unused.data.counts).toEqual({ unused: 2, used: 1, expired: 1 });
      expect(unused.data.data.map((c: { name: string }) => c.name)).toEqual(['新用户专享券', '会议报名满减券']);
      expect(unused.data.data[1]).toMatchObject({ amount: 10000, threshold: 50000, state: 'unused' });
      const used = (await post('/api/ms.coupon/get_my_coupon_list', { state: 'used' }, demo)).data.data;
      expect(used).toMatchObject([{ name: '酒店预订优惠券', state: 'used', order_no: 'H202506180001' }]);
      const expired = (await post('/api/ms.coupon/get_my_coupon_list', { state: 'expired' }, demo)).data.data;
      expect(expired).toMatchObject([{ name: '早鸟优惠券', state: 'expired' }]);
      expect(new Date(expired[0].valid_to).getTime()).toBeLessThan(Date.now());
      expect((await post('/api/ms.coupon/get_my_coupon_list', {}, verifier)).data).toMatchObject({
        total: 0,
        counts: { unused: 0, used: 0, expired: 0 },
      });
      expect((await post('/api/ms.coupon/get_my_coupon_list', { state: 'lost' }, demo)).msg).toBe('状态取值不正确');
    });

    it('claims a coupon once per user, valid from the claim for its days', async () => {
      const batch = await newBatch({ validDays: 10 });
      const got = await post('/api/ms.coupon/obtain_coupon', { coupon_id: batch }, verifier);
      expect(got).toMatchObject({ code: 1, msg: '领取成功', data: { coupon_id: batch, state: 'unused' } });
      const days = (new Date(got.data.valid_to).getTime() - new Date(got.data.valid_from).getTime()) / 86_400_000;
      expect(days).toBeCloseTo(10, 5);
      expect((await post('/api/ms.coupon/obtain_coupon', { coupon_id: batch }, verifier)).msg).toBe('您已领取过该优惠券');
      const claimable = (await post('/api/ms.coupon/get_claimable_coupon_list', {}, verifier)).data.list;
      expect(claimable.find((c: { id: number }) => c.id === batch)).toMatchObject({ obtained: 1, remaining: 9 });
    });

    it("never validates a claimed coupon past the batch's last day, nor claims outside the window or a missing batch", async () => {
      const ending = await newBatch({ validDays: 30, validEndMs: 48 * HOUR });
      const got = await post('/api/ms.coupon/obtain_coupon', { coupon_id: ending }, demo);
      expect(new Date(got.data.valid_to).getTime()).toBeLessThan(Date.now() + 3 * 86_400_000);
      const closed = await newBatch({ claimEndMs: -HOUR });
      expect((await post('/api/ms.coupon/obtain_coupon', { coupon_id: closed }, demo)).msg).toBe('优惠券已过领取时间');
      expect((await post('/api/ms.coupon/obtain_coupon', { coupon_id: 999999 }, demo)).msg).toBe('优惠券不存在');
    });

    it('shows a shared coupon to anyone, logged out too, with what the caller holds of it and whether it has ended', async () => {
      const batch = await newBatch({ total: 5 });
      const share = (token?: string) => postApi(t.app, '/api/ms.coupon/get_coupon_share', { coupon_id: batch }, token ? { token } : {});
      const open = await share();
      expect(open).toMatchObject({
        code: 1,
        data: {
          id: batch,
          name: '测试券',
          amount: 1000,
          threshold: 0,
          meeting_id: null,
          meeting_title: null,
          remaining: 5,
          per_user_limit: 1,
          obtained: 0,
          ended: false,
          title: '送你一张测试券',
          path: `/coupons/share/${batch}`,
        },
      });
      expect(open.data.text).toBe('测试券 ¥10（无门槛），先到先得');
      await post('/api/ms.coupon/obtain_coupon', { coupon_id: batch }, demo);
      expect((await share(demo)).data).toMatchObject({ obtained: 1, remaining: 4 });
      expect((await share()).data).toMatchObject({ obtained: 0, remaining: 4 });
      // A stopped or closed batch is still shown, as ended; one that does not exist is not.
      await t.db.query('UPDATE coupons SET stopped_at = now() WHERE id = $1', [batch]);
      expect((await share()).data.ended).toBe(true);
      expect(
        (await postApi(t.app, '/api/ms.coupon/get_coupon_share', { coupon_id: await newBatch({ claimEndMs: -HOUR }) })).data.ended,
      ).toBe(true);
      expect((await postApi(t.app, '/api/ms.coupon/get_coupon_share', { coupon_id: 999999 })).msg).toBe('优惠券不存在');
    });

    it('never gives out more than the batch holds, even to simultaneous claims', async () => {
      const batch = await newBatch({ total: 3 });
      const users: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        await t.db.query("INSERT INTO users (username, mobile, password_hash) VALUES ($1, $2, 'x')", [`racer${i}`, `1320000000${i}`]);
        const [{ id }] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', [`1320000000${i}`]);
        users.push(await issueToken(t.db, id));
      }
      const results = await Promise.all(users.map((token) => post('/api/ms.coupon/obtain_coupon', { coupon_id: batch }, token)));
      expect(results.filter((r) => r.code === 1)).toHaveLength(3);
      expect(results.filter((r) => r.code === 0).map((r) => r.msg)).toEqual(['优惠券已被领完', '优惠券已被领完', '优惠券已被领完']);
      const [row] = await t.db.query<{ sold: number; held: number }>(
        `SELECT s.sold, (SELECT count(*)::int FROM user_coupons WHERE coupon_id = c.id) AS held
           FROM coupons c JOIN stock_items s ON s.id = c.stock_item_id WHERE c.id = $1`,
        [batch],
      );
      expect(row).toEqual({ sold: 3, held: 3 });
      // And the database itself refuses to go past the total.
      await expect(
        t.db.query('UPDATE stock_items SET sold = capacity + 1 WHERE id = (SELECT stock_item_id FROM coupons WHERE id = $1)', [batch]),
      ).rejects.toThrow();
    });

    it('gives one user at most their limit even when they claim five times at once', async () => {
      const batch = await newBatch({ total: 10, perUser: 2 });
      const results = await Promise.all(
        Array.from({ length: 5 }, () => post('/api/ms.coupon/obtain_coupon', { coupon_id: batch }, verifier)),
      );
      expect(results.filter((r) => r.code === 1)).toHaveLength(2);
      expect(results.filter((r) => r.code === 0).every((r) => r.msg === '您已领取过该优惠券')).toBe(true);
      const claimable = (await post('/api/ms.coupon/get_claimable_coupon_list', {}, verifier)).data.list;
      expect(claimable.find((c: { id: number }) => c.id === batch)).toMatchObject({ obtained: 2, remaining: 8 });
    });

    it("never shows one user another's coupons", async () => {
      const verifierCoupons = (await post('/api/ms.coupon/get_my_coupon_list', { state: 'unused' }, verifier)).data.data;
      const demoId = await idOf('13800138000');
      const demoCouponIds = (await t.db.query<{ id: number }>('SELECT id FROM user_coupons WHERE user_id = $1', [demoId])).map((r) => r.id);
      expect(verifierCoupons.some((c: { id: number }) => demoCouponIds.includes(c.id))).toBe(false);
    });
  });
});

import { createTestApp, loginAs, type TestApp } from './helpers/testApp';
import { call, meetingWithTicket, newUser, people, stockOfTicket, submitOrder } from './helpers/orders';
import { createCouponBatch, obtainCoupon } from '../src/features/account/coupons/store';
import { createTicketType } from '../src/features/meeting/tickets/ticketTypes';
import { expireUnpaidOrders } from '../src/features/orders/jobs';
import { loadConfig } from '../src/config';

describe('signing up for a meeting: tickets, the form, coupons and the order', () => {
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await loginAs(t.app, 'demo');
  }, 60_000);
  afterAll(() => t.close());

  const couponFor = async (userId: number, o: { amount: number; threshold?: number; meetingId?: number | null }) =>
    t.db.tx(async (q) => {
      const batch = await createCouponBatch(q, {
        name: '测试券',
        meetingId: o.meetingId ?? null,
        amount: o.amount,
        threshold: o.threshold ?? 0,
        total: 10,
        validDays: 10,
        claimEnd: new Date(Date.now() + 86_400_000),
      });
      return obtainCoupon(q, userId, batch);
    });

  it('lists ticket types with the contract fields: id, name, price in fen, seats left and the per-order limit', async () => {
    const [summit] = await t.db.query<{ id: number }>("SELECT id FROM meetings WHERE title = '第八届长三角数字经济峰会'");
    const res = await call(t.app, '/api/ms.meeting/get_meeting_tickets', { meeting_id: summit.id });
    expect(res.code).toBe(1);
    const vip = res.data.find((x: { name: string }) => x.name === 'VIP 票');
    expect(vip).toMatchObject({ price: 298000, stock: 3, limit: 2, sale_state: 'on_sale' });
    expect(Object.keys(vip)).toEqual(expect.arrayContaining(['id', 'name', 'price', 'stock', 'limit']));
    const early = res.data.find((x: { name: string }) => x.name === '早鸟票');
    // The demo user holds one early-bird seat in an unpaid order.
    expect(early.stock).toBe(99);
  });

  it('says when a meeting does not take sign-ups: ended, not yet on sale, closed', async () => {
    const info = async (title: string) => {
      const [m] = await t.db.query<{ id: number }>('SELECT id FROM meetings WHERE title = $1', [title]);
      return (await t.app.inject({ method: 'GET', url: `/api/wyms/meeting/meeting_apply/index?meeting_id=${m.id}` })).json().data;
    };
    expect(await info('第六届粤港澳大湾区新能源产业博览会')).toMatchObject({ apply_status: 'ended', apply_status_text: '会议已结束' });
    expect(await info('第十届中国智慧医疗创新大会')).toMatchObject({ apply_status: 'closed', apply_status_text: '报名已截止' });
    const forum = await info('第五届全国酒店业高质量发展论坛');
    expect(forum.apply_status).toBe('open');
    expect(forum.tickets.find((x: { name: string }) => x.name === '现场票').sale_state).toBe('not_started');
    const { meetingId } = await meetingWithTicket(t.db, { sale_start: new Date(Date.now() + 86_400_000).toISOString() });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/wyms/meeting/meeting_apply/index?meeting_id=${meetingId}` })).json().data,
    ).toMatchObject({ apply_status: 'not_started', apply_status_text: '报名尚未开始' });
  });

  it('creates one order for two attendees with a coupon, holding the seats and the coupon', async () => {
    const u = await newUser(t.db);
    const { meetingId, ticketId } = await meetingWithTicket(t.db, { price: 50000 });
    const coupon = await couponFor(u.id, { amount: 5000, threshold: 60000 });
    const res = await submitOrder(t.app, u.token, {
      meeting_id: meetingId,
      ticket_id: ticketId,
      applyers: JSON.stringify(people(2)),
      coupon_id: coupon,
    });
    expect(res).toMatchObject({ code: 1, msg: '订单已提交，请尽快支付', data: { status: 'unpaid', pay_amount: 95000 } });
    expect(res.data.order_sn).toMatch(/^M\d{22}$/);
    expect(await stockOfTicket(t.db, ticketId)).toEqual({ capacity: 50, held: 2, sold: 0 });
    const [held] = await t.db.query<{ status: string; order_no: string }>('SELECT status, order_no FROM user_coupons WHERE id = $1', [
      coupon,
    ]);
    expect(held).toEqual({ status: 'locked', order_no: res.data.order_sn });
    const list = await call(t.app, '/api/ms.order/get_meeting_order_list', { status: 'unpaid' }, u.token);
    expect(list.data.data).toMatchObject([
      { order_sn: res.data.order_sn, status: 'unpaid', pay_amount: 95000, total_amount: 100000, discount_amount: 5000, quantity: 2 },
    ]);
    const detail = await call(t.app, '/api/ms.order/get_order_detail', { order_sn: res.data.order_sn }, u.token);
    expect(detail.data).toMatchObject({
      status: 'unpaid',
      status_text: '待支付',
      can_pay: true,
      can_cancel: true,
      coupon: { name: '测试券', amount: 5000 },
    });
    expect(detail.data.seconds_left).toBeGreaterThan(1700);
    expect(detail.data.attendees.map((a: { ticket_code: string | null }) => a.ticket_code)).toEqual([null, null]);
  });

  it('answers the same submit sent twice with one order (Idempotency-Key)', async () => {
    const u = await newUser(t.db);
    const { meetingId, ticketId } = await meetingWithTicket(t.db);
    const body = { meeting_id: meetingId, ticket_id: ticketId, applyers: JSON.stringify(people(1)) };
    const [a, b] = await Promise.all([
      submitOrder(t.app, u.token, body, 'submit-key-0001'),
      submitOrder(t.app, u.token, body, 'submit-key-0001'),
    ]);
    expect(a.data.order_sn).toBe(b.data.order_sn);
    const again = await submitOrder(t.app, u.token, body, 'submit-key-0001');
    expect(again.data.order_sn).toBe(a.data.order_sn);
    const [n] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [u.id]);
    expect(n.n).toBe(1);
    expect(await stockOfTicket(t.db, ticketId)).toMatchObject({ held: 1 });
  });

  it('confirms a free ticket at once and issues its e-ticket', async () => {
    const u = await newUser(t.db);
    const { meetingId, ticketId } = await meetingWithTicket(t.db, { price: 0, limit: 1 });
    const res = await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: people(1) });
    expect(res).toMatchObject({ code: 1, msg: '报名成功', data: { status: 'paid', pay_amount: 0 } });
    expect(await stockOfTicket(t.db, ticketId)).toMatchObject({ held: 0, sold: 1 });
    const vouchers = (
      await t.app.inject({
        method: 'GET',
        url: `/api/wyms/meeting/meeting_apply/attendance_voucher?order_sn=${res.data.order_sn}`,
        headers: { token: u.token },
      })
    ).json();
    expect(vouchers.data).toHaveLength(1);
    expect(vouchers.data[0].code).toMatch(/^CT1[A-Z2-7]+$/);
    expect(vouchers.data[0].qr_svg).toContain('<svg');
  });

  it('makes a coupon that covers everything a free order, confirmed at once', async () => {
    const u = await newUser(t.db);
    const { meetingId, ticketId } = await meetingWithTicket(t.db, { price: 3000 });
    const coupon = await couponFor(u.id, { amount: 5000 });
    const res = await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: people(1), coupon_id: coupon });
    expect(res.data).toMatchObject({ status: 'paid', pay_amount: 0 });
    const [c] = await t.db.query<{ status: string }>('SELECT status FROM user_coupons WHERE id = $1', [coupon]);
    expect(c.status).toBe('used');
  });

  describe('bad input gets a clear Chinese message and changes nothing', () => {
    let u: { id: number; token: string };
    let meetingId: number;
    let ticketId: number;
    beforeAll(async () => {
      u = await newUser(t.db);
      ({ meetingId, ticketId } = await meetingWithTicket(t.db, { limit: 2, stock: 3 }));
      await t.db.query(
        `INSERT INTO meeting_custom_fields (meeting_id, name, label, type, options, required, sort) VALUES
          ($1, 'company', '工作单位', 'text', '[]', true, 1), ($1, 'diet', '饮食要求', 'radio', '["无","素食"]', true, 2),
          ($1, 'area', '所在地区', 'area', '[]', false, 3), ($1, 'idno', '证件号码', 'id_number', '[]', false, 4),
          ($1, 'topics', '关注议题', 'checkbox', '["A","B"]', false, 5), ($1, 'day', '到达日期', 'date', '[]', false, 6)`,
        [meetingId],
      );
    });
    const good = (extra: Record<string, unknown> = {}) => ({ ...people(1)[0], company: '某单位', fields: { diet: '无' }, ...extra });
    const submit = (applyers: unknown, more: object = {}) =>
      submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: JSON.stringify(applyers), ...more });

    it.each([
      [[good({ name: '' })], '第1位参会人：请填写姓名'],
      [[good({ mobile: '1380013800' })], '第1位参会人：请填写正确的手机号'],
      [[good(), good({ company: '' })], '第2位参会人：请填写工作单位'],
      [[good({ fields: {} })], '第1位参会人：请填写饮食要求'],
      [[good({ fields: { diet: '荤' } })], '第1位参会人：饮食要求的选项不正确'],
      [[good({ fields: { diet: '无', area: '火星/奥林匹斯' } })], '第1位参会人：请选择地区'],
      [[good({ fields: { diet: '无', idno: '110105198503121235' } })], '第1位参会人：请填写正确的证件号码'],
      [[good({ fields: { diet: '无', topics: ['A', 'Z'] } })], '第1位参会人：关注议题的选项不正确'],
      [[good({ fields: { diet: '无', day: '2026-02-30' } })], '第1位参会人：到达日期应为有效日期'],
      [[good({ email: 'not-an-email' })], '第1位参会人：请填写正确的邮箱'],
      [[good(), good(), good()], '该票种每单最多2人'],
      [[], '请添加参会人'],
      ['not json', '参会人信息格式不正确'],
    ])('%j -> %s', async (applyers, msg) => {
      const before = await stockOfTicket(t.db, ticketId);
      const res =
        typeof applyers === 'string'
          ? await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers })
          : await submit(applyers);
      expect(res).toMatchObject({ code: 0, msg });
      expect(await stockOfTicket(t.db, ticketId)).toEqual(before);
    });

    it('refuses the same mobile twice in one order, and a person already signed up', async () => {
      const p = good({
        fields: { diet: '素食', area: '浙江省/杭州市', topics: ['A', 'B'], day: '2026-12-01', idno: '110105198503121234' },
      });
      expect((await submit([p, { ...p, name: '别人' }])).msg).toBe('参会人手机号重复，每位参会人需使用不同的手机号');
      expect((await submit([p])).code).toBe(1);
      const again = await submit([{ ...p, name: '再来一次' }]);
      expect(again.msg).toBe(`${p.name}（${p.mobile}）已报名本次会议，请勿重复报名`);
      expect(await stockOfTicket(t.db, ticketId)).toMatchObject({ held: 1 });
    });

    it('refuses when the seats left are fewer than the attendees, naming what is left', async () => {
      expect((await submit([good()])).code).toBe(1);
      const res = await submit([good(), good()]);
      expect(res).toMatchObject({ code: 0, msg: '该票种仅剩1个名额' });
      expect(await stockOfTicket(t.db, ticketId)).toMatchObject({ held: 2 });
    });

    it('refuses a ticket not on sale, a ticket of another meeting, an ended meeting, and an unusable coupon', async () => {
      const later = await t.db.tx((q) =>
        createTicketType(q, meetingId, {
          name: '未开售',
          price: 100,
          stock: 5,
          sale_start: new Date(Date.now() + 86_400_000).toISOString(),
        }),
      );
      expect((await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: later, applyers: [good()] })).msg).toBe(
        '该票种尚未开售',
      );
      const other = await meetingWithTicket(t.db);
      expect((await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: other.ticketId, applyers: [good()] })).msg).toBe(
        '票种不存在',
      );
      const ended = await meetingWithTicket(
        t.db,
        {},
        { start: new Date(Date.now() - 3 * 86_400_000).toISOString(), end: new Date(Date.now() - 86_400_000).toISOString() },
      );
      expect((await submitOrder(t.app, u.token, { meeting_id: ended.meetingId, ticket_id: ended.ticketId, applyers: people(1) })).msg).toBe(
        '会议已结束，无法报名',
      );
      const big = await couponFor(u.id, { amount: 1000, threshold: 1_000_000 });
      expect((await submit([good()], { coupon_id: big })).msg).toBe('优惠券不可用：满10000元可用');
      const elsewhere = await couponFor(u.id, { amount: 1000, meetingId: other.meetingId });
      expect((await submit([good()], { coupon_id: elsewhere })).msg).toBe('优惠券不可用：仅限指定会议使用');
      const [c] = await t.db.query<{ status: string }>('SELECT status FROM user_coupons WHERE id = $1', [big]);
      expect(c.status).toBe('unused');
    });

    it("refuses someone else's contact and someone else's coupon", async () => {
      const [theirContact] = await t.db.query<{ id: number }>(
        "SELECT c.id FROM contacts c JOIN users u ON u.id = c.user_id WHERE u.mobile = '13800138000' LIMIT 1",
      );
      expect(
        (await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyer_ids: String(theirContact.id) })).msg,
      ).toBe('所选参会人不存在');
      const [theirCoupon] = await t.db.query<{ id: number }>(
        "SELECT uc.id FROM user_coupons uc JOIN users u ON u.id = uc.user_id WHERE u.mobile = '13800138000' AND uc.status = 'unused' LIMIT 1",
      );
      expect((await submit([good()], { coupon_id: theirCoupon.id })).msg).toBe('优惠券已被使用或已失效，请重新选择');
    });
  });

  it('cancels an unpaid order: seats and coupon come back, once', async () => {
    const u = await newUser(t.db);
    const { meetingId, ticketId } = await meetingWithTicket(t.db);
    const coupon = await couponFor(u.id, { amount: 1000 });
    const order = await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: people(3), coupon_id: coupon });
    const sn = order.data.order_sn;
    expect(await call(t.app, '/api/ms.order/cancel_order', { order_sn: sn }, u.token)).toMatchObject({
      code: 1,
      msg: '订单已取消',
      data: { status: 'cancelled' },
    });
    expect(await stockOfTicket(t.db, ticketId)).toMatchObject({ held: 0, sold: 0 });
    const [c] = await t.db.query<{ status: string; order_id: number | null }>('SELECT status, order_id FROM user_coupons WHERE id = $1', [
      coupon,
    ]);
    expect(c).toEqual({ status: 'unused', order_id: null });
    expect((await call(t.app, '/api/ms.order/cancel_order', { order_sn: sn }, u.token)).msg).toBe('订单已取消');
    expect(await stockOfTicket(t.db, ticketId)).toMatchObject({ held: 0 });
    // The coupon serves the next order, and the attendees may sign up again.
    const next = await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: people(1), coupon_id: coupon });
    expect(next.code).toBe(1);
  });

  it('expires unpaid orders past their time, giving exactly their seats and coupon back', async () => {
    const u = await newUser(t.db);
    const { meetingId, ticketId } = await meetingWithTicket(t.db);
    const coupon = await couponFor(u.id, { amount: 1000 });
    const late = await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: people(2), coupon_id: coupon });
    const fresh = await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: people(1) });
    await t.db.query("UPDATE orders SET expires_at = now() - interval '1 second' WHERE order_sn = $1", [late.data.order_sn]);
    expect(await expireUnpaidOrders(t.db, loadConfig({}))).toBeGreaterThanOrEqual(1);
    const status = async (sn: string) => (await call(t.app, '/api/ms.order/get_order_detail', { order_sn: sn }, u.token)).data.status;
    expect(await status(late.data.order_sn)).toBe('expired');
    expect(await status(fresh.data.order_sn)).toBe('unpaid');
    expect(await stockOfTicket(t.db, ticketId)).toMatchObject({ held: 1 });
    const [c] = await t.db.query<{ status: string }>('SELECT status FROM user_coupons WHERE id = $1', [coupon]);
    expect(c.status).toBe('unused');
    // A second run (another instance) changes nothing more.
    await expireUnpaidOrders(t.db, loadConfig({}));
    expect(await stockOfTicket(t.db, ticketId)).toMatchObject({ held: 1 });
    const logs = await t.db.query(
      "SELECT 1 FROM order_logs l JOIN orders o ON o.id = l.order_id WHERE o.order_sn = $1 AND l.to_status = 'expired'",
      [late.data.order_sn],
    );
    expect(logs).toHaveLength(1);
  });

  it('lets a user see and change only their own orders, attendees and tickets', async () => {
    const [mine] = (await call(t.app, '/api/ms.order/get_meeting_order_list', { status: 'paid' }, demo)).data.data;
    const stranger = await newUser(t.db);
    for (const [url, body] of [
      ['/api/ms.order/get_order_detail', { order_sn: mine.order_sn }],
      ['/api/ms.meeting/get_meeting_order_detail', { order_sn: mine.order_sn }],
      ['/api/ms.order/cancel_order', { order_sn: mine.order_sn }],
      ['/api/ms.order/apply_refund', { order_sn: mine.order_sn, reason: '试试' }],
      ['/api/ms.order/cancel_refund', { order_sn: mine.order_sn }],
      ['/api/ms.order/pay_order', { order_sn: mine.order_sn, pay_type: 'alipay' }],
      ['/api/ms.member/get_print_ticket', { order_sn: mine.order_sn }],
    ] as const) {
      expect(await call(t.app, url, body, stranger.token)).toMatchObject({ code: 0, msg: '订单不存在' });
    }
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { token: stranger.token } }).then((r) => r.json());
    expect((await get(`/api/wyms/meeting/meeting_apply/attendance_voucher?order_sn=${mine.order_sn}`)).msg).toBe('订单不存在');
    expect((await get(`/api/wyms/meeting/meeting_apply/pay_voucher_details?order_sn=${mine.order_sn}`)).msg).toBe('订单不存在');
    const [attendee] = await t.db.query<{ id: number }>(
      'SELECT a.id FROM attendees a JOIN orders o ON o.id = a.order_id WHERE o.order_sn = $1 LIMIT 1',
      [mine.order_sn],
    );
    expect((await get(`/api/wyms/meeting/meeting_apply/edit_apply_information_details?attendee_id=${attendee.id}`)).msg).toBe(
      '参会人不存在',
    );
    expect(
      (
        await call(
          t.app,
          '/api/wyms/meeting/meeting_apply/edit_apply_information',
          { attendee_id: attendee.id, applyer: { name: '改名', mobile: '13000000000' } },
          stranger.token,
        )
      ).msg,
    ).toBe('参会人不存在');
    expect((await call(t.app, '/api/ms.order/get_meeting_order_list', {}, stranger.token)).data.total).toBe(0);
    expect((await call(t.app, '/api/ms.member/get_my_applyer', {}, stranger.token)).data.total).toBe(0);
    // And nobody without a token.
    expect((await call(t.app, '/api/ms.order/get_order_detail', { order_sn: mine.order_sn })).status).toBe(401);
  });

  it('shows the demo user real orders in every state, with counts for /mine', async () => {
    const stat = await call(t.app, '/api/ms.member/get_meeting_order_stat', {}, demo);
    expect(stat.data.meeting).toMatchObject({ paid: 1, unpaid: 1, refunded: 1, cancelled: 1, total: 4 });
    const refundTab = await call(t.app, '/api/ms.order/get_meeting_order_list', { status: 'cancelled,expired,refunding,refunded' }, demo);
    expect(refundTab.data.data.map((o: { status: string }) => o.status).sort()).toEqual(['cancelled', 'refunded']);
    const applyers = await call(t.app, '/api/ms.member/get_my_applyer', {}, demo);
    expect(applyers.data.data.map((a: { name: string }) => a.name)).toEqual(expect.arrayContaining(['张会务', '王建国']));
    const trip = await call(t.app, '/api/ms.order/get_my_meeting_trip', {}, demo);
    expect(trip.data).toMatchObject([{ title: '第十届中国智慧医疗创新大会', attendee_count: 2, status: 'ongoing' }]);
  });

  it('lets the user correct an attendee until the meeting starts', async () => {
    const u = await newUser(t.db);
    const { meetingId, ticketId } = await meetingWithTicket(t.db, { price: 0 });
    const order = await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: people(1) });
    const [a] = await t.db.query<{ id: number; mobile: string; ticket_code: string }>(
      'SELECT a.id, a.mobile, a.ticket_code FROM attendees a JOIN orders o ON o.id = a.order_id WHERE o.order_sn = $1',
      [order.data.order_sn],
    );
    const edit = await call(
      t.app,
      '/api/wyms/meeting/meeting_apply/edit_apply_information',
      { attendee_id: a.id, applyer: JSON.stringify({ name: '更正后', mobile: a.mobile, company: '新单位' }) },
      u.token,
    );
    expect(edit).toMatchObject({ code: 1, data: { name: '更正后', company: '新单位' } });
    // No personal data in the code, so the ticket stays the same.
    const [after] = await t.db.query<{ ticket_code: string }>('SELECT ticket_code FROM attendees WHERE id = $1', [a.id]);
    expect(after.ticket_code).toBe(a.ticket_code);
    await t.db.query("UPDATE meetings SET start_at = now() - interval '1 hour' WHERE id = $1", [meetingId]);
    expect(
      (
        await call(
          t.app,
          '/api/wyms/meeting/meeting_apply/edit_apply_information',
          { attendee_id: a.id, applyer: { name: '再改', mobile: a.mobile } },
          u.token,
        )
      ).msg,
    ).toBe('会议已开始，报名信息不能再修改');
  });
});

import { randomUUID } from 'node:crypto';
import { createTestApp, tokenFor, type TestApp } from './helpers/testApp';
import { newUser, people } from './helpers/orders';
import { adminApi, adminCli, orderWithVoucher, refundingOrder, staffOf } from './helpers/admin';
import { doorCounts, freeOrder, paidOrder, runningMeeting, scan } from './helpers/consoleMeeting';

/** The console's live check-in page, its to-do and finance lists, correcting an attendee, resending a confirmation. */
describe('admin console: check-ins, to-do, finance, corrections, resend', () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof runningMeeting>>;
  let other: Awaited<ReturnType<typeof runningMeeting>>;
  let finance: Awaited<ReturnType<typeof staffOf>>;
  let operator: Awaited<ReturnType<typeof staffOf>>;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    m = await runningMeeting(t);
    other = await runningMeeting(t);
    finance = await staffOf(t.db, m.meetingId, 'finance');
    operator = await staffOf(t.db, m.meetingId, 'operator');
  }, 120_000);
  afterAll(() => t.close());

  const api = (method: string, url: string, token: string, body?: object) => adminApi(t.app, method, url, token, body);
  const auditOf = (target: string) =>
    t.db.query<{ action: string; actor_user_id: number; reason: string; before: any; after: any }>(
      'SELECT action, actor_user_id, reason, before, after FROM audit_log WHERE target = $1 ORDER BY id',
      [target],
    );

  it('shows check-ins as the door counts them: per ticket type, verifier and device, quarter hour, refusals with reasons, the latest', async () => {
    const a = await freeOrder(t, m.meetingId, m.freeId, people(2));
    await paidOrder(t, m.meetingId, m.ticketId);
    expect((await scan(t.app, m.verifier.token, m.meetingId, a.attendees[0].ticket_code)).code).toBe(1);
    // Turned away: a second scan of the same ticket, a code that is no ticket (the same scan id retried counts once), a stranger's scan.
    expect((await scan(t.app, m.verifier.token, m.meetingId, a.attendees[0].ticket_code)).msg).toContain('已核销');
    const scanId = randomUUID();
    expect((await scan(t.app, m.verifier.token, m.meetingId, 'not-a-ticket', scanId)).code).toBe(0);
    expect((await scan(t.app, m.verifier.token, m.meetingId, 'not-a-ticket', scanId)).code).toBe(0);
    expect((await scan(t.app, other.verifier.token, m.meetingId, 'not-a-ticket')).msg).toBe('您不是该会议的核销员');

    const live = await api('GET', `/api/admin/meetings/${m.meetingId}/checkins`, operator.token);
    expect(live).toMatchObject({ code: 1 });
    const door = await doorCounts(t.app, m.verifier.token, m.meetingId);
    const stats = (await api('GET', `/api/admin/meetings/${m.meetingId}/stats`, m.owner.token)).data;
    expect(live.data).toMatchObject({ checked_in: 1, expected: 3 });
    expect({ verified: door.verified, total: door.total }).toEqual({ verified: live.data.checked_in, total: live.data.expected });
    expect({ checked_in: stats.checked_in, expected: stats.expected }).toEqual({
      checked_in: live.data.checked_in,
      expected: live.data.expected,
    });
    expect(live.data.by_ticket_type).toEqual([
      { ticket_type_id: m.ticketId, name: '标准票', checked_in: 0, expected: 1 },
      { ticket_type_id: m.freeId, name: '免费票', checked_in: 1, expected: 2 },
    ]);
    expect(live.data.by_verifier).toEqual([{ verifier: '王核销', device: 'iPad 入口1', count: 1 }]);
    expect(live.data.per_15min).toEqual(stats.per_15min);
    expect(live.data.per_15min.map((p: { count: number }) => p.count)).toEqual([1]);
    expect(live.data.refusals).toEqual([
      { reason: '无法识别的二维码', count: 1 },
      { reason: '重复核销', count: 1 },
    ]);
    expect(live.data.recent).toEqual([
      { name: expect.stringMatching(/^参会人\d+$/), ticket_name: '免费票', at: expect.any(String), verifier: '王核销' },
    ]);
    // The finance role does not watch the door.
    expect((await api('GET', `/api/admin/meetings/${m.meetingId}/checkins`, finance.token)).status).toBe(403);
  });

  it('lists the money work waiting: the to-do by meeting, and the finance list with the same figures', async () => {
    const voucher = await orderWithVoucher(t, m.meetingId, m.ticketId);
    const refund = await refundingOrder(t, m.meetingId, m.ticketId);
    await orderWithVoucher(t, other.meetingId, other.ticketId);
    const todo = await api('GET', '/api/admin/todo', finance.token);
    expect(todo.data).toEqual({
      vouchers_waiting: 1,
      refunds_waiting: 1,
      invoices_failed: 0,
      by_meeting: [{ meeting_id: m.meetingId, title: '测试会议', vouchers_waiting: 1, refunds_waiting: 1, invoices_failed: 0 }],
    });
    const vouchers = await api('GET', '/api/admin/finance?kind=vouchers', finance.token);
    expect(vouchers.data).toMatchObject({
      total: 1,
      list: [
        {
          item: expect.stringMatching(/^voucher:\d+$/),
          order_sn: voucher.sn,
          meeting_id: m.meetingId,
          meeting_title: '测试会议',
          status: 'pending',
          status_text: '凭证待审核',
          pay_amount: 10000,
          at: expect.any(String),
        },
      ],
    });
    const refunds = await api('GET', '/api/admin/finance?kind=refunds', finance.token);
    expect(refunds.data).toMatchObject({
      total: 1,
      list: [
        {
          item: expect.stringMatching(/^refund:\d+$/),
          order_sn: refund.sn,
          status: 'requested',
          status_text: '退款待审核',
          pay_type: 'offline',
          reason: '行程冲突',
        },
      ],
    });
    // A failed invoice of one of the meeting's orders.
    const [app] = await t.db.query<{ id: number }>(
      "INSERT INTO invoice_applications (user_id, status, kind, buyer_type, buyer_name, email, amount, fail_reason) SELECT user_id, 'failed', 'normal', 2, '张三', 'a@b.cn', 10000, '税局接口超时' FROM orders WHERE order_sn = $1 RETURNING id",
      [refund.sn],
    );
    await t.db.query('INSERT INTO invoice_items (invoice_id, order_id, amount) SELECT $1, id, 10000 FROM orders WHERE order_sn = $2', [
      app.id,
      refund.sn,
    ]);
    expect((await api('GET', '/api/admin/todo', finance.token)).data).toMatchObject({ invoices_failed: 1 });
    expect((await api('GET', '/api/admin/finance?kind=invoices', finance.token)).data).toMatchObject({
      total: 1,
      list: [
        {
          item: expect.stringMatching(new RegExp(`^invoice:${app.id}:\\d+$`)),
          order_sn: refund.sn,
          status: 'failed',
          status_text: '开票失败',
          reason: '税局接口超时',
        },
      ],
    });
    // A platform admin sees both meetings; an operator has no finance list and an empty to-do.
    const admin = await newUser(t.db);
    await adminCli(t.db, 'grant-admin', { mobile: admin.mobile });
    const all = await api('GET', '/api/admin/todo', await tokenFor(t.db, admin.mobile));
    expect(all.data.by_meeting.map((b: { meeting_id: number }) => b.meeting_id)).toEqual(
      expect.arrayContaining([m.meetingId, other.meetingId]),
    );
    expect((await api('GET', '/api/admin/finance?kind=vouchers', operator.token)).status).toBe(403);
    expect((await api('GET', '/api/admin/todo', operator.token)).data).toEqual({
      vouchers_waiting: 0,
      refunds_waiting: 0,
      invoices_failed: 0,
      by_meeting: [],
    });
    expect(await api('GET', '/api/admin/finance?kind=salaries', finance.token)).toMatchObject({ code: 0 });
  });

  it('corrects an attendee with the sign-up rules, reissues the e-ticket (the old code no longer admits), and audits before and after', async () => {
    const order = await freeOrder(t, m.meetingId, m.freeId, people(2));
    const [first, second] = order.attendees;
    const url = `/api/admin/meetings/${m.meetingId}/attendees/${first.id}`;
    expect(await api('PATCH', url, operator.token, { name: '张三' })).toMatchObject({ code: 0, msg: expect.stringContaining('原因') });
    expect(await api('PATCH', url, operator.token, { mobile: '123', reason: '手机号写错' })).toMatchObject({
      code: 0,
      msg: '参会人：请填写正确的手机号',
    });
    expect(await api('PATCH', url, operator.token, { email: 'x@', reason: '更正' })).toMatchObject({
      code: 0,
      msg: '参会人：请填写正确的邮箱',
    });
    const [{ mobile: taken }] = await t.db.query<{ mobile: string }>('SELECT mobile FROM attendees WHERE id = $1', [second.id]);
    expect(await api('PATCH', url, operator.token, { mobile: taken, reason: '更正' })).toMatchObject({
      code: 0,
      msg: expect.stringContaining('已报名本次会议'),
    });
    expect(await auditOf(`attendee:${first.id}`)).toEqual([]);

    const fixed = await api('PATCH', url, operator.token, { name: '张三', company: '浙江大学', reason: '姓名写错' });
    expect(fixed).toMatchObject({
      code: 1,
      msg: '已更正，电子票已重新签发',
      data: { id: first.id, name: '张三', company: '浙江大学', ticket_reissued: true },
    });
    const [now] = await t.db.query<{ ticket_code: string; name: string }>('SELECT ticket_code, name FROM attendees WHERE id = $1', [
      first.id,
    ]);
    expect(now.ticket_code).not.toBe(first.ticket_code);
    expect((await scan(t.app, m.verifier.token, m.meetingId, first.ticket_code)).msg).toBe('该电子票已更换，请出示最新的电子票');
    expect(await scan(t.app, m.verifier.token, m.meetingId, now.ticket_code)).toMatchObject({ code: 1, data: { name: '张三' } });
    expect(await auditOf(`attendee:${first.id}`)).toEqual([
      {
        action: 'attendee.correct',
        actor_user_id: operator.id,
        reason: '姓名写错',
        before: expect.objectContaining({ name: expect.stringMatching(/^参会人/), company: '' }),
        after: expect.objectContaining({ name: '张三', company: '浙江大学', ticket_reissued: true }),
      },
    ]);
    // Checked in now: no more corrections; a refunded order's attendee neither; the viewer may not.
    expect(await api('PATCH', url, operator.token, { name: '李四', reason: '再改' })).toMatchObject({
      code: 0,
      msg: '该参会人已签到，不能再修改',
    });
    await t.db.query("UPDATE orders SET status = 'refunded' WHERE order_sn = $1", [order.sn]);
    expect(
      await api('PATCH', `/api/admin/meetings/${m.meetingId}/attendees/${second.id}`, operator.token, { name: '李四', reason: '更正' }),
    ).toMatchObject({ code: 0, msg: '订单已退款，不能修改参会人' });
    const viewer = await staffOf(t.db, m.meetingId, 'viewer');
    expect(
      (await api('PATCH', `/api/admin/meetings/${m.meetingId}/attendees/${second.id}`, viewer.token, { name: '李四', reason: '更正' }))
        .status,
    ).toBe(403);
    // An attendee of another meeting is not found through this one.
    const elsewhere = await freeOrder(t, other.meetingId, other.freeId);
    expect(
      await api('PATCH', `/api/admin/meetings/${m.meetingId}/attendees/${elsewhere.attendees[0].id}`, operator.token, {
        name: '李四',
        reason: '更正',
      }),
    ).toMatchObject({ code: 0, msg: '参会人不存在' });
  });

  it('resends the confirmation of a paid order to its buyer, audited, at most three times an hour', async () => {
    const { u, sn } = await paidOrder(t, m.meetingId, m.ticketId);
    const messages = async () =>
      (await t.db.query<{ title: string }>('SELECT title FROM messages WHERE user_id = $1 ORDER BY id', [u.id])).map((r) => r.title);
    const before = await messages();
    expect(before).toContain('会议报名成功');
    for (let i = 0; i < 3; i += 1)
      expect(await api('POST', `/api/admin/orders/${sn}/resend`, i % 2 ? finance.token : operator.token)).toMatchObject({
        code: 1,
        data: { order_sn: sn, sent: true },
      });
    expect(await api('POST', `/api/admin/orders/${sn}/resend`, finance.token)).toMatchObject({
      code: 0,
      msg: expect.stringMatching(/^发送过于频繁，请\d+分钟后再试$/),
    });
    expect((await messages()).length).toBe(before.length + 3);
    expect((await auditOf(`order:${sn}`)).filter((r) => r.action === 'order.resend')).toHaveLength(3);
    const unpaid = await orderWithVoucher(t, m.meetingId, m.ticketId);
    expect(await api('POST', `/api/admin/orders/${unpaid.sn}/resend`, finance.token)).toMatchObject({
      code: 0,
      msg: '只有已支付的订单可以重发确认通知',
    });
    const viewer = await staffOf(t.db, m.meetingId, 'viewer');
    expect((await api('POST', `/api/admin/orders/${sn}/resend`, viewer.token)).status).toBe(403);
  });
  it("filters a meeting's orders by ticket type, pay type and paid date (Beijing days); a bad date is refused in Chinese", async () => {
    const fresh = await runningMeeting(t);
    const free = await freeOrder(t, fresh.meetingId, fresh.freeId);
    const paid = await paidOrder(t, fresh.meetingId, fresh.ticketId);
    const list = async (query: string) => {
      const res = await api('GET', `/api/admin/meetings/${fresh.meetingId}/orders?${query}`, fresh.owner.token);
      expect(res.code).toBe(1);
      return (res.data.list as { order_sn: string }[]).map((o) => o.order_sn).sort();
    };
    expect(await list(`ticket_type_id=${fresh.freeId}`)).toEqual([free.sn]);
    expect(await list('pay_type=offline')).toEqual([paid.sn]);
    expect(await list('pay_type=free')).toEqual([free.sn]);
    const [{ today }] = await t.db.query<{ today: string }>("SELECT to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS today");
    expect(await list(`paid_from=${today}&paid_to=${today}`)).toEqual([free.sn, paid.sn].sort());
    expect(await list('paid_to=2000-01-01')).toEqual([]);
    const bad = await api('GET', `/api/admin/meetings/${fresh.meetingId}/orders?paid_from=2026-13-45`, fresh.owner.token);
    expect(bad.code).toBe(0);
    expect(bad.msg).toContain('支付开始日期');
  });
});

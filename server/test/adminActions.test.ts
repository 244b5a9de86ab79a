import type { FastifyInstance } from 'fastify';
import { createTestApp, tokenFor, type TestApp } from './helpers/testApp';
import { newUser } from './helpers/orders';
import { adminApi, adminCli, orderWithVoucher, refundableMeeting, refundingOrder, staffOf } from './helpers/admin';
import { orderCommands } from '../src/features/orders/commands';
import { verifyCommands } from '../src/features/verify/commands';
import { closeOverdueVoucherOrder } from '../src/features/orders/payments/voucherReview';

type User = Awaited<ReturnType<typeof newUser>>;

/** What each role may do in the console, and the audit row every money action and role change leaves. */
describe('admin API: roles, money actions and their audit', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let m: { meetingId: number; ticketId: number };
  let other: { meetingId: number; ticketId: number };
  let staff: Record<'owner' | 'finance' | 'finance2' | 'operator' | 'viewer', User>;
  let platform: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    second = await t.secondInstance();
    m = await refundableMeeting(t.db);
    other = await refundableMeeting(t.db);
    staff = {
      owner: await staffOf(t.db, m.meetingId, 'owner'),
      finance: await staffOf(t.db, m.meetingId, 'finance'),
      finance2: await staffOf(t.db, m.meetingId, 'finance'),
      operator: await staffOf(t.db, m.meetingId, 'operator'),
      viewer: await staffOf(t.db, m.meetingId, 'viewer'),
    };
    const admin = await newUser(t.db);
    expect(await adminCli(t.db, 'grant-admin', { mobile: admin.mobile })).toBe(`已授予 ${admin.mobile} 平台管理员`);
    platform = await tokenFor(t.db, admin.mobile);
  }, 120_000);
  afterAll(() => t.close());

  const api = (method: string, url: string, token: string, payload?: object, headers?: Record<string, string>) =>
    adminApi(t.app, method, url, token, payload, headers);
  const auditOf = (sn: string) =>
    t.db.query<{ actor: string; actor_user_id: number | null; action: string; reason: string; ip: string | null; before: any; after: any }>(
      "SELECT actor, actor_user_id, action, reason, ip, before, after FROM audit_log WHERE target = 'order:' || $1 ORDER BY id",
      [sn],
    );
  const statusOf = async (sn: string) =>
    (await t.db.query<{ status: string }>('SELECT status FROM orders WHERE order_sn = $1', [sn]))[0].status;

  it('tells each caller what they may run: a platform admin every meeting, staff their own with their role', async () => {
    expect((await api('GET', '/api/admin/me', platform)).data).toMatchObject({
      platform_admin: true,
      meetings: expect.arrayContaining([expect.objectContaining({ id: m.meetingId }), expect.objectContaining({ id: other.meetingId })]),
    });
    expect((await api('GET', '/api/admin/me', staff.finance.token)).data).toEqual({
      platform_admin: false,
      can_create: false,
      meetings: [{ id: m.meetingId, title: expect.any(String), time_zone: 'Asia/Shanghai', role: 'finance' }],
    });
  });

  it('lets finance approve a voucher (the order is paid, the audit row names them, their address and before/after), once per Idempotency-Key', async () => {
    const { sn } = await orderWithVoucher(t, m.meetingId, m.ticketId);
    const headers = { 'idempotency-key': `approve-${sn}` };
    const first = await api('POST', `/api/admin/orders/${sn}/voucher/approve`, staff.finance.token, undefined, headers);
    expect(first).toMatchObject({ status: 200, code: 1, data: { order_sn: sn, status: 'paid' } });
    expect(await api('POST', `/api/admin/orders/${sn}/voucher/approve`, staff.finance.token, undefined, headers)).toMatchObject({
      code: 1,
      data: { status: 'paid' },
    });
    expect(await auditOf(sn)).toEqual([
      {
        actor: 'user',
        actor_user_id: staff.finance.id,
        action: 'voucher.approve',
        reason: '',
        ip: '127.0.0.1',
        before: expect.objectContaining({ status: 'unpaid', voucher: 'pending' }),
        after: expect.objectContaining({ status: 'paid', voucher: 'approved' }),
      },
    ]);
    // Without the key a second approval is refused by the action itself, and leaves no row.
    expect(await api('POST', `/api/admin/orders/${sn}/voucher/approve`, staff.finance.token)).toMatchObject({
      code: 0,
      msg: '该订单没有待审核的转账凭证',
    });
    expect(await auditOf(sn)).toHaveLength(1);
    const detail = await api('GET', `/api/admin/orders/${sn}`, staff.viewer.token);
    expect(detail.data).toMatchObject({
      order_sn: sn,
      status: 'paid',
      audit: [{ actor: `user:${staff.finance.id}`, action: 'voucher.approve' }],
    });
  });

  it('asks a reason to reject a voucher, a refund, or cancel, and keeps it in the audit', async () => {
    const { sn } = await orderWithVoucher(t, m.meetingId, m.ticketId);
    expect(await api('POST', `/api/admin/orders/${sn}/voucher/reject`, staff.finance.token, {})).toMatchObject({
      code: 0,
      msg: expect.stringContaining('原因'),
    });
    expect(await api('POST', `/api/admin/orders/${sn}/voucher/reject`, staff.finance.token, { reason: '   ' })).toMatchObject({
      code: 0,
      msg: '请填写原因',
    });
    expect(await auditOf(sn)).toEqual([]);
    expect(await api('POST', `/api/admin/orders/${sn}/voucher/reject`, staff.finance.token, { reason: '未查到转账' })).toMatchObject({
      code: 1,
      data: { status: 'unpaid' },
    });
    expect(await api('POST', `/api/admin/orders/${sn}/cancel`, staff.owner.token, { reason: '重复下单' })).toMatchObject({
      code: 1,
      data: { status: 'cancelled' },
    });
    expect((await auditOf(sn)).map((r) => [r.action, r.reason, r.after.status])).toEqual([
      ['voucher.reject', '未查到转账', 'unpaid'],
      ['order.cancel', '重复下单', 'cancelled'],
    ]);

    const refunding = await refundingOrder(t, m.meetingId, m.ticketId);
    expect(await api('POST', `/api/admin/orders/${refunding.sn}/refund/reject`, staff.finance.token, { reason: '' })).toMatchObject({
      code: 0,
    });
    expect(
      await api('POST', `/api/admin/orders/${refunding.sn}/refund/reject`, staff.finance.token, { reason: '会议已开始' }),
    ).toMatchObject({ code: 1, data: { status: 'paid' } });
    expect((await auditOf(refunding.sn)).map((r) => [r.actor, r.action, r.reason])).toEqual([
      ['cli', 'voucher.approve', ''],
      ['user', 'refund.reject', '会议已开始'],
    ]);
  });

  it('approves a transfer refund and records it paid back (the order is refunded), each with its row', async () => {
    const { sn } = await refundingOrder(t, m.meetingId, m.ticketId);
    expect(await api('POST', `/api/admin/orders/${sn}/refund/approve`, staff.finance.token)).toMatchObject({
      code: 1,
      data: { status: 'refunding' },
    });
    expect(await api('POST', `/api/admin/orders/${sn}/refund/mark-paid`, staff.owner.token)).toMatchObject({
      code: 1,
      data: { status: 'refunded' },
    });
    expect(await api('POST', `/api/admin/orders/${sn}/refund/mark-paid`, staff.owner.token)).toMatchObject({
      code: 1,
      data: { status: 'refunded' },
    });
    // The second recording changed nothing and left no row.
    expect((await auditOf(sn)).map((r) => [r.action, r.after.refund?.status ?? null, r.after.status])).toEqual([
      ['voucher.approve', null, 'paid'],
      ['refund.approve', 'approved', 'refunding'],
      ['refund.markPaid', 'succeeded', 'refunded'],
    ]);
  });

  it("writes the audit row in the action's transaction: an approval refused half way (someone checked in) leaves neither", async () => {
    const { sn } = await refundingOrder(t, m.meetingId, m.ticketId);
    await t.db.query('UPDATE attendees SET checked_in_at = now() WHERE order_id = (SELECT id FROM orders WHERE order_sn = $1)', [sn]);
    const refused = await api('POST', `/api/admin/orders/${sn}/refund/approve`, staff.finance.token);
    expect(refused).toMatchObject({ code: 0, msg: expect.stringContaining('已签到') });
    expect((await t.db.query('SELECT status FROM refunds WHERE order_id = (SELECT id FROM orders WHERE order_sn = $1)', [sn]))[0]).toEqual({
      status: 'requested',
    });
    expect((await auditOf(sn)).map((r) => r.action)).toEqual(['voucher.approve']);
  });

  it('records a voucher nobody reviewed in time, rejected and its order closed by the server, as system', async () => {
    const { sn } = await orderWithVoucher(t, m.meetingId, m.ticketId);
    await t.db.query(
      "UPDATE pay_vouchers SET created_at = now() - interval '1000 hours' WHERE order_id = (SELECT id FROM orders WHERE order_sn = $1)",
      [sn],
    );
    expect(await closeOverdueVoucherOrder(t.db, t.app.config, sn)).toBe(true);
    expect(await auditOf(sn)).toEqual([
      {
        actor: 'system',
        actor_user_id: null,
        action: 'voucher.expire',
        reason: expect.stringContaining('未审核'),
        ip: null,
        before: { status: 'unpaid', voucher: 'pending' },
        after: { status: 'expired', voucher: 'rejected' },
      },
    ]);
  });

  it('refuses to change or delete an audit row, whoever asks', async () => {
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(n).toBeGreaterThan(0);
    await expect(t.db.query("UPDATE audit_log SET reason = 'rewritten'")).rejects.toThrow('append-only');
    await expect(t.db.query('DELETE FROM audit_log')).rejects.toThrow('append-only');
    await expect(t.db.query('TRUNCATE audit_log')).rejects.toThrow('append-only');
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0].n).toBe(n);
    expect(await t.db.query("SELECT 1 FROM audit_log WHERE reason = 'rewritten'")).toEqual([]);
  });

  it('gives each role its own part: operator and viewer read, only owner and platform admin manage the team', async () => {
    const { sn } = await orderWithVoucher(t, m.meetingId, m.ticketId);
    for (const role of ['operator', 'viewer'] as const) {
      expect(await api('GET', `/api/admin/meetings/${m.meetingId}/orders?status=unpaid&q=${sn}`, staff[role].token)).toMatchObject({
        code: 1,
        data: { total: 1, list: [{ order_sn: sn, status: 'unpaid', voucher_pending: true }] },
      });
      expect(await api('POST', `/api/admin/orders/${sn}/voucher/approve`, staff[role].token)).toMatchObject({
        status: 403,
        msg: '无权访问',
      });
    }
    expect((await api('GET', `/api/admin/meetings/${m.meetingId}/attendees`, staff.operator.token)).data.list[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), mobile: expect.any(String), checked_in_at: null }),
    );
    expect((await api('GET', `/api/admin/meetings/${m.meetingId}/attendees`, staff.viewer.token)).status).toBe(403);
    expect((await api('GET', `/api/admin/meetings/${m.meetingId}/attendees`, staff.finance.token)).status).toBe(403);
    expect((await api('GET', `/api/admin/meetings/${m.meetingId}/staff`, staff.finance.token)).status).toBe(403);
    expect(await statusOf(sn)).toBe('unpaid');

    const newcomer = await newUser(t.db);
    expect(
      await api('POST', `/api/admin/meetings/${m.meetingId}/staff`, staff.owner.token, { mobile: newcomer.mobile, role: 'viewer' }),
    ).toMatchObject({ code: 1, data: { user_id: newcomer.id, role: 'viewer', previous_role: null } });
    expect(
      await api('POST', `/api/admin/meetings/${m.meetingId}/staff`, platform, { mobile: newcomer.mobile, role: 'operator' }),
    ).toMatchObject({ code: 1, data: { previous_role: 'viewer' } });
    expect(
      await api('POST', `/api/admin/meetings/${m.meetingId}/staff`, staff.owner.token, { mobile: staff.owner.mobile, role: 'viewer' }),
    ).toMatchObject({ code: 0, msg: '不能更改自己的角色' });
    expect(
      await api('POST', `/api/admin/meetings/${m.meetingId}/staff`, staff.owner.token, { mobile: '19999999999', role: 'viewer' }),
    ).toMatchObject({ code: 0, msg: '用户 19999999999 不存在，请先注册' });
    const team = await api('GET', `/api/admin/meetings/${m.meetingId}/staff`, staff.owner.token);
    expect(team.data.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ user_id: newcomer.id, role: 'operator', role_text: '运营' })]),
    );
    expect(await api('DELETE', `/api/admin/meetings/${m.meetingId}/staff/${newcomer.id}`, staff.owner.token)).toMatchObject({
      code: 1,
      data: { previous_role: 'operator' },
    });
    expect(await api('DELETE', `/api/admin/meetings/${m.meetingId}/staff/${newcomer.id}`, staff.owner.token)).toMatchObject({
      code: 0,
      msg: '该用户不是本会议的工作人员',
    });

    const log = await api('GET', `/api/admin/audit?meeting_id=${m.meetingId}&action=staff.grant`, staff.owner.token);
    expect(log.data.list.slice(0, 2)).toEqual([
      expect.objectContaining({
        actor: expect.stringMatching(/^user:\d+$/),
        action: 'staff.grant',
        target: `user:${newcomer.id}`,
        reason: '',
        at: expect.any(String),
        after: { role: 'operator' },
      }),
      expect.objectContaining({ actor: `user:${staff.owner.id}`, target: `user:${newcomer.id}`, after: { role: 'viewer' } }),
    ]);
    expect((await api('GET', '/api/admin/audit?action=staff.revoke', staff.owner.token)).data.total).toBe(1);
    // The viewer has no audit log; the finance of this meeting sees none of the other meeting's rows.
    expect((await api('GET', '/api/admin/audit', staff.viewer.token)).status).toBe(403);
    expect(
      (await api('GET', '/api/admin/audit', staff.finance.token)).data.list.every(
        (r: { meeting_id: number }) => r.meeting_id === m.meetingId,
      ),
    ).toBe(true);
  });

  it('counts the dashboard as /verify does: paid attendees of capacity, check-ins, revenue kept, daily sales', async () => {
    const s = await refundableMeeting(t.db);
    const owner = await staffOf(t.db, s.meetingId, 'owner');
    const paid = await refundingOrder(t, s.meetingId, s.ticketId);
    await api('POST', `/api/admin/orders/${paid.sn}/refund/reject`, owner.token, { reason: '不退' });
    const kept = await refundingOrder(t, s.meetingId, s.ticketId);
    await api('POST', `/api/admin/orders/${kept.sn}/refund/approve`, owner.token);
    await api('POST', `/api/admin/orders/${kept.sn}/refund/mark-paid`, owner.token);
    await orderWithVoucher(t, s.meetingId, s.ticketId);
    await t.db.query('UPDATE attendees SET checked_in_at = now() WHERE order_id = (SELECT id FROM orders WHERE order_sn = $1)', [paid.sn]);
    const stats = await api('GET', `/api/admin/meetings/${s.meetingId}/stats`, owner.token);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(stats.data).toEqual({
      paid_attendees: 1,
      checked_in: 1,
      capacity: 100,
      revenue: 10000,
      daily: [{ date: today, orders: 2, amount: 20000 }],
      by_ticket_type: [{ ticket_type_id: s.ticketId, name: '标准票', paid: 1, capacity: 100 }],
      unpaid_holds: 1,
      expected: 1,
      per_15min: [{ at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:(00|15|30|45)$/), count: 1 }],
    });
    // A verifier given the role by grant-staff works at the door and counts the same.
    const verifier = await staffOf(t.db, s.meetingId, 'verifier');
    const door = await t.app.inject({
      method: 'GET',
      url: `/api/wyms/meeting/verifying/verifying_user_list?meeting_id=${s.meetingId}`,
      headers: { token: verifier.token },
    });
    expect(door.json().data.counts).toMatchObject({ verified: stats.data.checked_in, total: stats.data.paid_attendees });
  });

  it("counts the dashboard's days and quarters, and filters orders by paid day, on the meeting's clock", async () => {
    const s = await refundableMeeting(t.db);
    const owner = await staffOf(t.db, s.meetingId, 'owner');
    const paid = await refundingOrder(t, s.meetingId, s.ticketId);
    await api('POST', `/api/admin/orders/${paid.sn}/refund/reject`, owner.token, { reason: '不退' });
    await t.db.query("UPDATE meetings SET time_zone = 'America/New_York' WHERE id = $1", [s.meetingId]);
    // 03:10 UTC on 2 May is 23:10 on 1 May in New York (summer time) and 11:10 on 2 May in Beijing.
    await t.db.query("UPDATE orders SET paid_at = '2030-05-02T03:10:00Z' WHERE order_sn = $1", [paid.sn]);
    await t.db.query(
      "UPDATE attendees SET checked_in_at = '2030-05-02T03:10:00Z' WHERE order_id = (SELECT id FROM orders WHERE order_sn = $1)",
      [paid.sn],
    );
    const stats = (await api('GET', `/api/admin/meetings/${s.meetingId}/stats`, owner.token)).data;
    expect(stats.daily).toEqual([{ date: '2030-05-01', orders: 1, amount: 10000 }]);
    expect(stats.per_15min).toEqual([{ at: '2030-05-01 23:00', count: 1 }]);
    const paidOn = async (day: string) =>
      (await api('GET', `/api/admin/meetings/${s.meetingId}/orders?paid_from=${day}&paid_to=${day}`, owner.token)).data.list.map(
        (o: { order_sn: string }) => o.order_sn,
      );
    expect(await paidOn('2030-05-01')).toEqual([paid.sn]);
    expect(await paidOn('2030-05-02')).toEqual([]);
  });

  it('lets one of two finance users approving the same voucher or refund at once on two instances win: one effect, one row', async () => {
    const voucher = await orderWithVoucher(t, m.meetingId, m.ticketId);
    const refund = await refundingOrder(t, m.meetingId, m.ticketId);
    for (const [sn, path] of [
      [voucher.sn, 'voucher/approve'],
      [refund.sn, 'refund/approve'],
    ]) {
      const answers = await Promise.all([
        adminApi(t.app, 'POST', `/api/admin/orders/${sn}/${path}`, staff.finance.token),
        adminApi(second, 'POST', `/api/admin/orders/${sn}/${path}`, staff.finance2.token),
      ]);
      expect(answers.map((a) => a.code).sort()).toEqual([0, 1]);
      const action = path === 'voucher/approve' ? 'voucher.approve' : 'refund.approve';
      expect((await auditOf(sn)).filter((r) => r.action === action)).toHaveLength(1);
    }
    expect(await statusOf(voucher.sn)).toBe('paid');
    const [logs] = await t.db.query<{ paid: number }>(
      "SELECT count(*)::int AS paid FROM order_logs l JOIN orders o ON o.id = l.order_id WHERE o.order_sn = $1 AND l.to_status = 'paid'",
      [voucher.sn],
    );
    expect(logs.paid).toBe(1);
    expect(
      await t.db.query('SELECT status FROM refunds WHERE order_id = (SELECT id FROM orders WHERE order_sn = $1)', [refund.sn]),
    ).toEqual([{ status: 'approved' }]);
  });

  it('has the CLI write its changes as cli: grant-staff, revoke-staff, assign-verifier (as verifier), the money commands', async () => {
    const u = await newUser(t.db);
    const meeting = String(other.meetingId);
    expect(await adminCli(t.db, 'grant-staff', { mobile: u.mobile, meeting, role: 'finance' })).toContain('财务');
    expect(await adminCli(t.db, 'grant-staff', { mobile: u.mobile, meeting, role: 'finance' })).toContain('未作改动');
    await expect(adminCli(t.db, 'grant-staff', { mobile: u.mobile, meeting, role: 'boss' })).rejects.toThrow('角色须为');
    expect(await adminCli(t.db, 'revoke-staff', { mobile: u.mobile, meeting })).toContain('原为财务');
    await t.db.query("UPDATE users SET roles = '{verifier}' WHERE id = $1", [u.id]);
    const assign = verifyCommands.find((c) => c.name === 'assign-verifier')!;
    expect(await assign.run(t.db, { mobile: u.mobile, meeting })).toMatch(/^已指派/);
    expect(await t.db.query('SELECT meeting_id FROM meeting_verifiers WHERE user_id = $1', [u.id])).toEqual([
      { meeting_id: other.meetingId },
    ]);
    expect(await t.db.query('SELECT role FROM meeting_staff WHERE user_id = $1', [u.id])).toEqual([{ role: 'verifier' }]);
    const rows = await t.db.query<{ actor: string; action: string; after: unknown }>(
      "SELECT actor, action, after FROM audit_log WHERE target = 'user:' || $1 ORDER BY id",
      [u.id],
    );
    expect(rows).toEqual([
      { actor: 'cli', action: 'staff.grant', after: { role: 'finance' } },
      { actor: 'cli', action: 'staff.revoke', after: { role: null } },
      { actor: 'cli', action: 'staff.grant', after: { role: 'verifier' } },
    ]);
    const { sn } = await orderWithVoucher(t, other.meetingId, other.ticketId);
    await orderCommands.find((c) => c.name === 'reject-voucher')!.run(t.db, { order: sn, reason: '看不清' });
    expect((await auditOf(sn)).map((r) => [r.actor, r.action, r.reason])).toEqual([['cli', 'voucher.reject', '看不清']]);
  });
});

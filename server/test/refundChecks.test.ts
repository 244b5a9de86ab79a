import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createTestApp, tokenFor, type TestApp } from './helpers/testApp';
import { call, meetingWithTicket, newUser, people, stockOfTicket, submitOrder } from './helpers/orders';
import { orderCommands } from '../src/features/orders/commands';
import { payBackApprovedRefunds, payBackRefund } from '../src/features/orders/refunds';
import { markPaid } from '../src/features/orders/lifecycle';
import { lockOrder } from '../src/features/orders/machine';
import type { Db } from '../src/db';

/**
 * Approving and completing a refund check again, under the order's lock, what the request was checked
 * for (a check-in, a live invoice); a transfer's money is recorded by the organiser, not by a timer.
 */
describe('refunds: checked again when approved and completed, transfers recorded by hand', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let base: string;
  let verifier: string;
  let meetingId: number;
  let ticketId: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    base = await t.listen();
    second = await t.secondInstance();
    await t.db.query(
      "INSERT INTO users (username, nickname, mobile, password_hash, roles) VALUES ('door', '王检票', '13900139001', '-', '{verifier}')",
    );
    verifier = await tokenFor(t.db, '13900139001');
    // Under way: its doors are open.
    ({ meetingId, ticketId } = await meetingWithTicket(
      t.db,
      {
        price: 10000,
        limit: 5,
        stock: 200,
        sale_end: new Date(Date.now() + 86_400_000).toISOString(),
        refund_deadline: new Date(Date.now() + 86_400_000).toISOString(),
      },
      { start: new Date(Date.now() - 3600_000).toISOString(), end: new Date(Date.now() + 86_400_000).toISOString() },
    ));
    await t.db.query("INSERT INTO meeting_verifiers (meeting_id, user_id) SELECT $1, id FROM users WHERE mobile = '13900139001'", [
      meetingId,
    ]);
  }, 60_000);
  afterAll(() => t.close());

  const cli = (name: string, order: string, db: Db = t.db) => orderCommands.find((c) => c.name === name)!.run(db, { order });
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => '',
      (e: Error) => e.message,
    );

  /** A user's order of n attendees, paid by a transfer the organiser confirmed, with its refund requested. */
  async function refundingTransfer(n = 2) {
    const u = await newUser(t.db);
    const order = await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: people(n) });
    const sn: string = order.data.order_sn;
    await t.db.tx(async (q) => markPaid(q, await lockOrder(q, sn), 'offline', 'admin', '转账凭证审核通过'));
    expect(await call(t.app, '/api/ms.order/apply_refund', { order_sn: sn, reason: '行程冲突' }, u.token)).toMatchObject({
      code: 1,
      data: { status: 'refunding' },
    });
    const attendees = await t.db.query<{ id: number; name: string; ticket_code: string }>(
      'SELECT a.id, a.name, a.ticket_code FROM attendees a JOIN orders o ON o.id = a.order_id WHERE o.order_sn = $1 ORDER BY a.id',
      [sn],
    );
    return { u, sn, attendees };
  }

  /** The same, paid through the sandbox Alipay (a real trade there, which the refund goes back to). */
  async function refundingAlipay() {
    const u = await newUser(t.db);
    const order = await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: people(1) });
    const sn: string = order.data.order_sn;
    const pay = await call(t.app, '/api/ms.order/pay_order', { order_sn: sn, pay_type: 'alipay' }, u.token);
    expect((await fetch(pay.data.pay_url.replace(/^https?:\/\/[^/]+/, base))).status).toBe(200);
    await fetch(`${base}/_sandbox/alipay/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `out_trade_no=${sn}`,
      redirect: 'manual',
    });
    expect(await call(t.app, '/api/ms.order/apply_refund', { order_sn: sn, reason: '不去了' }, u.token)).toMatchObject({
      code: 1,
      data: { status: 'refunding' },
    });
    const attendees = await t.db.query<{ id: number; name: string }>(
      'SELECT a.id, a.name FROM attendees a JOIN orders o ON o.id = a.order_id WHERE o.order_sn = $1',
      [sn],
    );
    return { u, sn, attendees };
  }

  const state = async (sn: string) => {
    const [o] = await t.db.query<{ status: string; refunds: string[]; logs: number; revoked: number; messages: number }>(
      `SELECT o.status,
              (SELECT array_agg(f.status ORDER BY f.id) FROM refunds f WHERE f.order_id = o.id) AS refunds,
              (SELECT count(*)::int FROM order_logs l WHERE l.order_id = o.id) AS logs,
              (SELECT count(*)::int FROM attendees a WHERE a.order_id = o.id AND a.revoked_at IS NOT NULL) AS revoked,
              (SELECT count(*)::int FROM messages m WHERE m.user_id = o.user_id) AS messages
         FROM orders o WHERE o.order_sn = $1`,
      [sn],
    );
    return o;
  };

  /** A check-in the request did not see (one that raced it, or an offline scan recorded later). */
  const checkedInBehindTheRequest = (attendeeId: number) =>
    t.db.query("UPDATE attendees SET checked_in_at = '2026-11-23T01:15:00Z' WHERE id = $1", [attendeeId]);

  const scan = (app: FastifyInstance, code: string) =>
    call(app, '/api/wyms/meeting/verifying/verifying', { meeting_id: meetingId, code, scan_id: randomUUID(), device: 'test' }, verifier);

  it('keeps a transfer refund 退款中 after approval, whatever the timer does, until the organiser records the money sent back', async () => {
    const { u, sn, attendees } = await refundingTransfer(2);
    const before = await stockOfTicket(t.db, ticketId);
    expect(await cli('mark-refund-paid', sn).catch((e: Error) => e.message)).toBe('该订单的退款申请尚未同意，请先执行 approve-refund');
    expect(await cli('approve-refund', sn)).toBe(
      `已同意退款 ¥200.00（${sn}R1），请线下转账退回后执行 mark-refund-paid --order ${sn} 登记，登记后订单变为已退款`,
    );
    // The job pays back Alipay refunds only; the transfer waits for the organiser.
    expect(await payBackApprovedRefunds(t.db, t.app.config)).toBe(0);
    const detail = await call(t.app, '/api/ms.order/get_order_detail', { order_sn: sn }, u.token);
    expect(detail.data).toMatchObject({ status: 'refunding', status_text: '退款中', refunds: [{ status: 'approved' }] });
    // Approved, the tickets no longer admit anyone and are no longer shown.
    expect(detail.data.attendees.every((a: { ticket_code: string | null }) => a.ticket_code === null)).toBe(true);
    const refused = await scan(second, attendees[0].ticket_code);
    expect(refused.code).toBe(0);
    expect(refused.msg).toContain('退款');

    expect(await cli('mark-refund-paid', sn)).toBe(`已登记订单 ${sn} 退款 ¥200.00（${sn}R1）已线下退回，状态：已退款`);
    const done = await state(sn);
    expect(done).toMatchObject({ status: 'refunded', refunds: ['succeeded'], revoked: 2 });
    expect(await stockOfTicket(t.db, ticketId)).toMatchObject({ sold: before.sold - 2 });
    const logs = await t.db.query<{ to_status: string; actor: string; note: string }>(
      "SELECT l.to_status, l.actor, l.note FROM order_logs l JOIN orders o ON o.id = l.order_id WHERE o.order_sn = $1 AND l.actor = 'admin' AND l.note LIKE '%退%' ORDER BY l.id",
      [sn],
    );
    expect(logs).toEqual([
      { to_status: 'refunding', actor: 'admin', note: `同意退款 ¥200.00（${sn}R1）` },
      { to_status: 'refunded', actor: 'admin', note: `主办方已线下退回 ¥200.00（${sn}R1）` },
    ]);

    // A second run says so and changes nothing.
    expect(await cli('mark-refund-paid', sn)).toBe(`订单 ${sn} 已是已退款（${sn}R1），无需重复登记，未做任何修改`);
    expect(await state(sn)).toEqual(done);
    expect(await stockOfTicket(t.db, ticketId)).toMatchObject({ sold: before.sold - 2 });
  });

  it('refuses to record an Alipay refund by hand, and an order with nothing to pay back', async () => {
    const { sn } = await refundingAlipay();
    expect(await refusal(cli('mark-refund-paid', sn))).toBe('支付宝支付的订单由服务端原路退回支付宝，无需登记');
    const u = await newUser(t.db);
    const paid = await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: people(1) });
    await t.db.tx(async (q) => markPaid(q, await lockOrder(q, paid.data.order_sn), 'offline', 'admin'));
    expect(await refusal(cli('mark-refund-paid', paid.data.order_sn))).toBe(`订单 ${paid.data.order_sn} 当前为已支付，没有待退回的款项`);
  });

  it('refuses an approval once someone of the order is in, naming who and when, and changes nothing', async () => {
    const { sn, attendees } = await refundingTransfer(2);
    await checkedInBehindTheRequest(attendees[1].id);
    const before = await state(sn);
    expect(await refusal(cli('approve-refund', sn))).toBe(
      `订单 ${sn} 不能同意退款：参会人已签到入场，无法退款。已签到：${attendees[1].name}（2026-11-23 09:15 签到）`,
    );
    expect(await state(sn)).toEqual(before);
    expect(before).toMatchObject({ status: 'refunding', refunds: ['requested'], revoked: 0 });
  });

  it('refuses an approval while an invoice of the order is not reversed, and changes nothing', async () => {
    const { u, sn } = await refundingTransfer(1);
    const [app] = await t.db.query<{ id: number }>(
      "INSERT INTO invoice_applications (user_id, status, kind, buyer_type, buyer_name, email, amount) VALUES ($1, 'issued', 'normal', 2, '王小明', 'w@example.com', 10000) RETURNING id",
      [u.id],
    );
    await t.db.query('INSERT INTO invoice_items (invoice_id, order_id, amount) SELECT $1, id, 10000 FROM orders WHERE order_sn = $2', [
      app.id,
      sn,
    ]);
    const before = await state(sn);
    expect(await refusal(cli('approve-refund', sn))).toBe(
      `订单 ${sn} 不能同意退款：该订单已开具发票，请先在「我的发票」中将发票红冲，再申请退款`,
    );
    expect(await state(sn)).toEqual(before);
  });

  it('checks again when a transfer refund is recorded: refused with who is in, nothing changed', async () => {
    const { sn, attendees } = await refundingTransfer(1);
    await cli('approve-refund', sn);
    await checkedInBehindTheRequest(attendees[0].id);
    const before = await state(sn);
    expect(await refusal(cli('mark-refund-paid', sn))).toBe(
      `订单 ${sn} 不能完成退款：参会人已签到入场，无法退款。已签到：${attendees[0].name}（2026-11-23 09:15 签到）`,
    );
    expect(await state(sn)).toEqual(before);
    expect(before).toMatchObject({ status: 'refunding', refunds: ['approved'] });
  });

  it('checks again before an Alipay refund goes back: no money moves while someone of the order is in', async () => {
    const { sn, attendees } = await refundingAlipay();
    await cli('approve-refund', sn);
    await checkedInBehindTheRequest(attendees[0].id);
    const before = await state(sn);
    await expect(payBackApprovedRefunds(t.db, t.app.config)).rejects.toThrow(
      `订单 ${sn} 不能退款：参会人已签到入场，无法退款。已签到：${attendees[0].name}（2026-11-23 09:15 签到）`,
    );
    expect(await state(sn)).toEqual(before);
    const [trade] = await t.db.query<{ refunded_amount: string }>(
      'SELECT refunded_amount FROM sandbox_alipay_trades WHERE out_trade_no = $1',
      [sn],
    );
    expect(trade.refunded_amount).toBe('0.00');
    // Not held any more (the check-in was a mistake, undone), it goes back once.
    await t.db.query('UPDATE attendees SET checked_in_at = NULL WHERE id = $1', [attendees[0].id]);
    expect(await payBackApprovedRefunds(t.db, t.app.config)).toBe(1);
    expect((await state(sn)).status).toBe('refunded');
  });

  it('gives one effect when two instances approve, pay back and record the same refund at once', async () => {
    const other = second.db;
    const transfer = await refundingTransfer(1);
    const approvals = await Promise.all([refusal(cli('approve-refund', transfer.sn)), refusal(cli('approve-refund', transfer.sn, other))]);
    expect(approvals.sort()).toEqual(['', '该订单没有待审核的退款申请']);
    const records = await Promise.all([cli('mark-refund-paid', transfer.sn), cli('mark-refund-paid', transfer.sn, other)]);
    expect(records.filter((r) => r.includes('已线下退回'))).toHaveLength(1);
    expect(records.filter((r) => r.includes('无需重复登记'))).toHaveLength(1);
    const [{ n }] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM order_logs l JOIN orders o ON o.id = l.order_id WHERE o.order_sn = $1 AND (l.note LIKE '同意退款%' OR l.to_status = 'refunded')",
      [transfer.sn],
    );
    expect(n).toBe(2);

    const alipay = await refundingAlipay();
    const alipayApprovals = await Promise.all([
      refusal(cli('approve-refund', alipay.sn)),
      refusal(cli('approve-refund', alipay.sn, other)),
    ]);
    expect(alipayApprovals.sort()).toEqual(['', '该订单没有待审核的退款申请']);
    const [{ id }] = await t.db.query<{ id: number }>(
      "SELECT f.id FROM refunds f JOIN orders o ON o.id = f.order_id WHERE o.order_sn = $1 AND f.status = 'approved'",
      [alipay.sn],
    );
    const paidBack = await Promise.all([payBackRefund(t.db, t.app.config, id), payBackRefund(other, t.app.config, id)]);
    expect(paidBack.filter(Boolean)).toHaveLength(1);
    const [trade] = await t.db.query<{ refunded_amount: string; total_amount: string }>(
      'SELECT refunded_amount, total_amount FROM sandbox_alipay_trades WHERE out_trade_no = $1',
      [alipay.sn],
    );
    expect(trade.refunded_amount).toBe(trade.total_amount);
    const [{ messages }] = await t.db.query<{ messages: number }>(
      "SELECT count(*)::int AS messages FROM messages WHERE user_id = $1 AND title = '退款成功'",
      [alipay.u.id],
    );
    expect(messages).toBe(1);
  });

  it('lets an approval and a check-in racing on two instances end one way: admitted and refused, or approved and not admitted', async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => refundingTransfer(1)));
    const outcomes = await Promise.all(
      orders.map(async ({ sn, attendees }, i) => {
        const [a, b] = i % 2 ? [t.app, second] : [second, t.app];
        const [checkIn, approval] = await Promise.all([scan(a, attendees[0].ticket_code), refusal(cli('approve-refund', sn, b.db))]);
        return { sn, name: attendees[0].name, admitted: checkIn.code === 1, approved: approval === '', approval };
      }),
    );
    for (const o of outcomes) {
      expect(o.admitted).toBe(!o.approved);
      if (o.admitted) expect(o.approval).toContain(`不能同意退款：参会人已签到入场，无法退款。已签到：${o.name}（`);
      const s = await state(o.sn);
      expect(s).toMatchObject(o.approved ? { refunds: ['approved'], revoked: 1 } : { refunds: ['requested'], revoked: 0 });
    }
  });
});

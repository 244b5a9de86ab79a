import type { FastifyInstance } from 'fastify';
import { uploadPicture } from './helpers/uploads';
import { createTestApp, type TestApp } from './helpers/testApp';
import { alipayNotice, call, meetingWithTicket, newUser, people, postNotice, stockOfTicket, submitOrder } from './helpers/orders';
import { approveVoucher } from '../src/features/orders/payments/vouchers';
import { approveRefund, markRefundPaid, payBackApprovedRefunds } from '../src/features/orders/refunds';

/*
 * A late Alipay payment and the buyer's own refund are two refunds of one order: either may be open
 * while the other is. The late payment always goes back through Alipay and leaves the order alone; the
 * buyer's request goes its own way (approved, paid back by hand for a transfer, the order 已退款).
 */
describe('a late Alipay payment on an order whose buyer asks for a refund', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    base = await t.listen();
    second = await t.secondInstance();
  }, 60_000);
  afterAll(() => t.close());

  const refundsOf = (sn: string) =>
    t.db.query<{ status: string; requested_by: string; payment_id: number | null; amount: number }>(
      'SELECT f.status, f.requested_by, f.payment_id, f.amount FROM refunds f JOIN orders o ON o.id = f.order_id WHERE o.order_sn = $1 ORDER BY f.id',
      [sn],
    );
  const statusOf = async (sn: string) =>
    (await t.db.query<{ status: string }>('SELECT status FROM orders WHERE order_sn = $1', [sn]))[0].status;
  const tradeOf = async (sn: string) =>
    (
      await t.db.query<{ status: string; total_amount: string; refunded_amount: string }>(
        'SELECT * FROM sandbox_alipay_trades WHERE out_trade_no = $1',
        [sn],
      )
    )[0];
  const messages = (userId: number, title: string) =>
    t.db.query<{ content: string }>('SELECT content FROM messages WHERE user_id = $1 AND title = $2', [userId, title]);

  /**
   * Paid by a confirmed transfer. The buyer had asked for Alipay's cashier address first and never opened
   * it, so there was no trade to close for the voucher: the old address can still be paid.
   */
  async function transferPaidWithOldCashier() {
    const u = await newUser(t.db);
    const { ticketId, meetingId } = await meetingWithTicket(t.db, { price: 30000, stock: 10 });
    const order = await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: people(1) });
    const sn = order.data.order_sn as string;
    const pay = await call(t.app, '/api/ms.order/pay_order', { order_sn: sn, pay_type: 'alipay' }, u.token);
    const cashier = new URL(pay.data.pay_url);
    const payUrl = `${base}${cashier.pathname}${cashier.search}`;
    const voucher = await call(
      t.app,
      '/api/wyms/meeting/meeting_apply/submit_pay_voucher',
      { order_sn: sn, image: await uploadPicture(t.app, u.token, 'voucher') },
      u.token,
    );
    expect(voucher.code).toBe(1);
    await t.db.tx((q) => approveVoucher(q, sn));
    return { u, sn, ticketId, payUrl, amount: order.data.pay_amount as number };
  }

  /** The organiser agrees to the buyer's refund and records the transfer sent back: the order is refunded, its seat free. */
  async function buyerRefundCompletes(o: Awaited<ReturnType<typeof transferPaidWithOldCashier>>) {
    await t.db.tx((q) => approveRefund(q, o.sn));
    const marked = await t.db.tx((q) => markRefundPaid(q, o.sn));
    expect(marked).toMatchObject({ already: false, refund: { payment_id: null, requested_by: 'user' }, order: { status: 'refunded' } });
    expect(await stockOfTicket(t.db, o.ticketId)).toMatchObject({ held: 0, sold: 0 });
    expect(await messages(o.u.id, '退款成功')).toHaveLength(1);
  }

  it("gives the payment back when it arrives while the buyer's refund request waits, and leaves the request to the organiser", async () => {
    const o = await transferPaidWithOldCashier();
    expect(await call(t.app, '/api/ms.order/apply_refund', { order_sn: o.sn, reason: '行程冲突' }, o.u.token)).toMatchObject({ code: 1 });
    // The buyer opens the old cashier address and pays; Alipay notifies us at once.
    expect((await fetch(o.payUrl)).status).toBe(200);
    expect((await second.inject({ method: 'POST', url: '/_sandbox/alipay/pay', payload: { out_trade_no: o.sn } })).statusCode).toBe(303);
    const trade = await tradeOf(o.sn);
    expect(trade.refunded_amount).toBe(trade.total_amount);
    // Our answer to Alipay's notification was success: it is not sent again.
    expect(
      await t.db.query('SELECT last_answer FROM sandbox_alipay_notifications WHERE out_trade_no = $1 AND delivered_at IS NOT NULL', [o.sn]),
    ).toEqual([{ last_answer: 'success' }]);
    expect(await t.db.query<{ status: string }>('SELECT status FROM payments WHERE out_trade_no = $1', [o.sn])).toEqual([
      { status: 'succeeded' },
    ]);
    expect(await refundsOf(o.sn)).toMatchObject([
      { status: 'requested', requested_by: 'user', payment_id: null },
      { status: 'succeeded', requested_by: 'system', amount: o.amount },
    ]);
    expect(await statusOf(o.sn)).toBe('refunding');
    expect(await stockOfTicket(t.db, o.ticketId)).toMatchObject({ sold: 1 });
    expect((await messages(o.u.id, '支付宝付款已退回'))[0].content).toContain(o.sn);
    // Alipay's notification again: answered success, nothing more happens.
    expect(await postNotice(t.app, await alipayNotice(t.db, { outTradeNo: o.sn, amountFen: o.amount }))).toBe('success');
    expect(await refundsOf(o.sn)).toHaveLength(2);
    await buyerRefundCompletes(o);
  });

  it("takes the buyer's refund request while a late payment waits to be given back (Alipay unreachable), and gives both back", async () => {
    const o = await transferPaidWithOldCashier();
    // Alipay reports a payment but cannot refund it yet (the trade is not at the sandbox: the refund call fails).
    expect(await postNotice(t.app, await alipayNotice(t.db, { outTradeNo: o.sn, amountFen: o.amount }))).toBe('success');
    expect(await refundsOf(o.sn)).toMatchObject([{ status: 'approved', requested_by: 'system' }]);
    expect(await statusOf(o.sn)).toBe('paid');
    expect(await call(t.app, '/api/ms.order/apply_refund', { order_sn: o.sn, reason: '不去了' }, o.u.token)).toMatchObject({
      code: 1,
      data: { status: 'refunding' },
    });
    // Alipay is back: the job gives the late payment back; the buyer's request is still the organiser's to decide.
    expect((await fetch(o.payUrl)).status).toBe(200);
    await t.db.query("UPDATE sandbox_alipay_trades SET status = 'TRADE_SUCCESS', paid_at = now() WHERE out_trade_no = $1", [o.sn]);
    expect(await payBackApprovedRefunds(t.db, t.app.config)).toBe(1);
    expect((await tradeOf(o.sn)).refunded_amount).toBe('300.00');
    expect(await refundsOf(o.sn)).toMatchObject([
      { status: 'succeeded', requested_by: 'system' },
      { status: 'requested', requested_by: 'user', payment_id: null },
    ]);
    expect(await statusOf(o.sn)).toBe('refunding');
    // The job never takes the buyer's transfer refund for one it pays back through Alipay.
    await t.db.tx((q) => approveRefund(q, o.sn));
    expect(await payBackApprovedRefunds(t.db, t.app.config)).toBe(0);
    expect(await statusOf(o.sn)).toBe('refunding');
    await expect(t.db.tx((q) => markRefundPaid(q, o.sn))).resolves.toMatchObject({ order: { status: 'refunded' } });
    expect(await stockOfTicket(t.db, o.ticketId)).toMatchObject({ held: 0, sold: 0 });
  });

  it("drill, two instances: the buyer's refund request and a late payment's notification at the same moment both succeed", async () => {
    const o = await transferPaidWithOldCashier();
    expect((await fetch(o.payUrl)).status).toBe(200);
    await t.db.query("UPDATE sandbox_alipay_trades SET status = 'TRADE_SUCCESS', paid_at = now() WHERE out_trade_no = $1", [o.sn]);
    const notice = await alipayNotice(t.db, { outTradeNo: o.sn, amountFen: o.amount });
    const [asked, notified] = await Promise.all([
      call(t.app, '/api/ms.order/apply_refund', { order_sn: o.sn, reason: '行程冲突' }, o.u.token),
      postNotice(second, notice),
    ]);
    expect(asked).toMatchObject({ code: 1 });
    expect(notified).toBe('success');
    expect((await tradeOf(o.sn)).refunded_amount).toBe('300.00');
    expect(await refundsOf(o.sn)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'requested', requested_by: 'user' }),
        expect.objectContaining({ status: 'succeeded', requested_by: 'system' }),
      ]),
    );
    expect(await statusOf(o.sn)).toBe('refunding');
    await buyerRefundCompletes(o);
  });
});

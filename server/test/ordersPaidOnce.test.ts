import type { FastifyInstance } from 'fastify';
import { uploadPicture } from './helpers/uploads';
import { createTestApp, type TestApp } from './helpers/testApp';
import { alipayNotice, call, meetingWithTicket, newUser, people, postNotice, stockOfTicket, submitOrder } from './helpers/orders';
import { expireUnpaidOrders, closeOverdueVoucherOrders } from '../src/features/orders/jobs';
import { approveVoucher, rejectVoucher } from '../src/features/orders/payments/vouchers';
import { payBackApprovedRefunds } from '../src/features/orders/refunds';
import { closeUnpaid } from '../src/features/orders/lifecycle';
import { lockOrder } from '../src/features/orders/machine';
import { SANDBOX_SELLER_ID } from '../src/features/orders/payments/alipay/sandbox/gateway';

/*
 * One order is paid once: a transfer voucher, a cancel and expiry close the Alipay trade first, and an
 * Alipay payment the order does not keep goes back by itself. Vouchers do not hold stock for good.
 */
describe('one order, one payment: Alipay trades closed before a transfer or a cancel, unwanted payments given back', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    base = await t.listen();
    second = await t.secondInstance();
  }, 60_000);
  afterAll(() => t.close());

  /** The buyer's own voucher picture, uploaded as the page uploads it, then submitted. */
  const submitVoucher = async (sn: string, token: string, on: FastifyInstance = t.app) =>
    call(
      on,
      '/api/wyms/meeting/meeting_apply/submit_pay_voucher',
      { order_sn: sn, image: await uploadPicture(t.app, token, 'voucher') },
      token,
    );
  const detail = (sn: string, token: string) => call(t.app, '/api/ms.order/get_order_detail', { order_sn: sn }, token);
  const tradeOf = async (sn: string) =>
    (
      await t.db.query<{ status: string; paid_at: Date | null; total_amount: string; refunded_amount: string }>(
        'SELECT * FROM sandbox_alipay_trades WHERE out_trade_no = $1',
        [sn],
      )
    )[0];
  /** The buyer presses 确认付款 at the sandbox cashier (on the second instance); answers whether Alipay took the money. */
  const payAtCashier = async (sn: string) => {
    const res = await second.inject({ method: 'POST', url: '/_sandbox/alipay/pay', payload: { out_trade_no: sn } });
    return res.statusCode === 303;
  };

  /** A user's unpaid order for a new meeting's ticket; `cashier` also opens the Alipay cashier (the trade exists there). */
  async function unpaidOrder(o: { cashier?: boolean; user?: Awaited<ReturnType<typeof newUser>> } = {}) {
    const u = o.user ?? (await newUser(t.db));
    const { ticketId, meetingId } = await meetingWithTicket(t.db, { price: 30000, stock: 10 });
    const order = await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: people(1) });
    expect(order.code).toBe(1);
    const sn = order.data.order_sn as string;
    const pay = await call(t.app, '/api/ms.order/pay_order', { order_sn: sn, pay_type: 'alipay' }, u.token);
    expect(pay.code).toBe(1);
    // The phone opens the cashier at the address the server gave (made from the origin it was called on).
    const cashier = new URL(pay.data.pay_url);
    const payUrl = `${base}${cashier.pathname}${cashier.search}`;
    if (o.cashier !== false) expect((await fetch(payUrl)).status).toBe(200);
    return { u, sn, ticketId, payUrl, amount: order.data.pay_amount as number };
  }

  it('closes the Alipay trade before taking a transfer voucher, so the cashier can no longer take the money', async () => {
    const { u, sn } = await unpaidOrder();
    expect((await tradeOf(sn)).status).toBe('WAIT_BUYER_PAY');
    expect(await submitVoucher(sn, u.token)).toMatchObject({ code: 1 });
    expect((await tradeOf(sn)).status).toBe('TRADE_CLOSED');
    expect(await payAtCashier(sn)).toBe(false);
    expect((await detail(sn, u.token)).data).toMatchObject({ status: 'unpaid', voucher_pending: true });
    // Rejected, the voucher may be sent again; Alipay's closed trade is not offered again.
    await t.db.tx((q) => rejectVoucher(q, sn, '未查询到该笔转账', 1800));
    const [told] = await t.db.query<{ content: string }>(
      "SELECT content FROM messages WHERE user_id = $1 AND title = '转账凭证未通过审核'",
      [u.id],
    );
    expect(told.content).toContain('请重新上传凭证。');
    expect(await call(t.app, '/api/ms.order/pay_order', { order_sn: sn, pay_type: 'alipay' }, u.token)).toMatchObject({
      code: 0,
      msg: '该订单的支付宝交易已关闭，请重新提交转账凭证或重新下单',
    });
  });

  it('refuses a voucher when Alipay says the trade was paid meanwhile, and books that payment', async () => {
    const { u, sn } = await unpaidOrder();
    // Paid at Alipay, its notification not here yet.
    await t.db.query("UPDATE sandbox_alipay_trades SET status = 'TRADE_SUCCESS', paid_at = now() WHERE out_trade_no = $1", [sn]);
    expect(await submitVoucher(sn, u.token)).toMatchObject({ code: 0, msg: '该订单已通过支付宝付款成功，无需再提交转账凭证' });
    expect(await t.db.query('SELECT 1 FROM pay_vouchers v JOIN orders o ON o.id = v.order_id WHERE o.order_sn = $1', [sn])).toHaveLength(0);
    expect((await detail(sn, u.token)).data).toMatchObject({ status: 'paid', pay_type: 'alipay' });
  });

  it('gives back an Alipay payment that still arrives for an order with a voucher under review, or paid by transfer', async () => {
    // The cashier was never opened, so there was no trade to close; the phone opens the old address later and pays.
    const underReview = await unpaidOrder({ cashier: false });
    const paidByTransfer = await unpaidOrder({ cashier: false });
    for (const o of [underReview, paidByTransfer]) expect(await submitVoucher(o.sn, o.u.token)).toMatchObject({ code: 1 });
    await t.db.tx((q) => approveVoucher(q, paidByTransfer.sn));
    for (const o of [underReview, paidByTransfer]) {
      expect((await fetch(o.payUrl)).status).toBe(200);
      expect(await payAtCashier(o.sn)).toBe(true);
      const trade = await tradeOf(o.sn);
      expect(trade.refunded_amount).toBe(trade.total_amount);
      const order = (await detail(o.sn, o.u.token)).data;
      expect(order.refunds).toMatchObject([{ status: 'succeeded', requested_by: 'system', amount: o.amount }]);
      const [message] = await t.db.query<{ content: string }>(
        "SELECT content FROM messages WHERE user_id = $1 AND title = '支付宝付款已退回'",
        [o.u.id],
      );
      expect(message.content).toContain(o.sn);
    }
    expect((await detail(underReview.sn, underReview.u.token)).data).toMatchObject({
      status: 'unpaid',
      voucher_pending: true,
      pay_type: 'offline',
    });
    expect((await detail(paidByTransfer.sn, paidByTransfer.u.token)).data).toMatchObject({ status: 'paid', pay_type: 'offline' });
    expect(await stockOfTicket(t.db, paidByTransfer.ticketId)).toMatchObject({ held: 0, sold: 1 });
    // The notification replayed changes nothing more.
    const notice = await alipayNotice(t.db, { outTradeNo: underReview.sn, amountFen: underReview.amount });
    expect(await postNotice(t.app, notice)).toBe('success');
    expect((await detail(underReview.sn, underReview.u.token)).data.refunds).toHaveLength(1);
  });

  it('closes the Alipay trade when an order is cancelled by either route; a trade found paid is kept, not cancelled', async () => {
    const viaCancelOrder = await unpaidOrder();
    const viaApplyCancel = await unpaidOrder();
    expect(await call(t.app, '/api/ms.order/cancel_order', { order_sn: viaCancelOrder.sn }, viaCancelOrder.u.token)).toMatchObject({
      code: 1,
      data: { status: 'cancelled' },
    });
    expect(
      await call(t.app, '/api/wyms/meeting/meeting_apply/cancel', { order_sn: viaApplyCancel.sn }, viaApplyCancel.u.token),
    ).toMatchObject({
      code: 1,
      data: { status: 'cancelled' },
    });
    for (const o of [viaCancelOrder, viaApplyCancel]) {
      expect((await tradeOf(o.sn)).status).toBe('TRADE_CLOSED');
      expect(await payAtCashier(o.sn)).toBe(false);
    }
    // Paid at Alipay a moment before the cancel: the order is paid, the seat stays sold.
    const quicker = await unpaidOrder();
    await t.db.query("UPDATE sandbox_alipay_trades SET status = 'TRADE_SUCCESS', paid_at = now() WHERE out_trade_no = $1", [quicker.sn]);
    expect(await call(t.app, '/api/ms.order/cancel_order', { order_sn: quicker.sn }, quicker.u.token)).toMatchObject({ code: 0 });
    expect((await detail(quicker.sn, quicker.u.token)).data).toMatchObject({ status: 'paid', pay_type: 'alipay' });
    expect(await stockOfTicket(t.db, quicker.ticketId)).toMatchObject({ held: 0, sold: 1 });
  });

  it('gives back a payment that arrives for a cancelled order, even while its seat is still free', async () => {
    const { u, sn, ticketId, amount } = await unpaidOrder();
    // Cancelled while Alipay could not be reached: its trade stayed open.
    await t.db.tx(async (q) => closeUnpaid(q, await lockOrder(q, sn), 'cancelled', `user:${u.id}`));
    expect(await payAtCashier(sn)).toBe(true);
    const order = (await detail(sn, u.token)).data;
    expect(order).toMatchObject({ status: 'refunded', refunds: [{ status: 'succeeded', requested_by: 'system', amount }] });
    expect(order.refunds[0].reason).toContain('订单已取消');
    expect((await tradeOf(sn)).refunded_amount).toBe('300.00');
    expect(await stockOfTicket(t.db, ticketId)).toMatchObject({ held: 0, sold: 0 });
  });

  it('rejects a voucher nobody reviewed within VOUCHER_REVIEW_HOURS: the order closes, its seat returns, the buyer is told', async () => {
    expect(t.app.config.voucherReviewHours).toBe(48);
    const late = await unpaidOrder({ cashier: false });
    const inTime = await unpaidOrder({ cashier: false });
    for (const o of [late, inTime]) expect(await submitVoucher(o.sn, o.u.token)).toMatchObject({ code: 1 });
    await t.db.query(
      "UPDATE pay_vouchers SET created_at = now() - interval '49 hours' WHERE order_id = (SELECT id FROM orders WHERE order_sn = $1)",
      [late.sn],
    );
    await t.db.query(
      "UPDATE pay_vouchers SET created_at = now() - interval '47 hours' WHERE order_id = (SELECT id FROM orders WHERE order_sn = $1)",
      [inTime.sn],
    );
    expect(await stockOfTicket(t.db, late.ticketId)).toMatchObject({ held: 1 });
    expect(await closeOverdueVoucherOrders(t.db, t.app.config)).toBe(1);
    expect((await detail(late.sn, late.u.token)).data).toMatchObject({
      status: 'expired',
      vouchers: [{ status: 'rejected', reject_reason: '超过 48 小时未审核' }],
    });
    expect(await stockOfTicket(t.db, late.ticketId)).toMatchObject({ held: 0, sold: 0 });
    const [message] = await t.db.query<{ content: string }>(
      "SELECT content FROM messages WHERE user_id = $1 AND title = '转账凭证审核超时，订单已关闭'",
      [late.u.id],
    );
    expect(message.content).toContain(late.sn);
    expect((await detail(inTime.sn, inTime.u.token)).data).toMatchObject({ status: 'unpaid', voucher_pending: true });
    // Run again (another instance): nothing more happens.
    expect(await closeOverdueVoucherOrders(t.db, t.app.config)).toBe(0);
  });

  it('lets a user have at most 3 orders with a voucher under review, and an order resubmit a rejected voucher at most 3 times', async () => {
    const u = await newUser(t.db);
    const orders = [];
    for (let i = 0; i < 4; i += 1) orders.push(await unpaidOrder({ user: u, cashier: false }));
    for (const o of orders.slice(0, 3)) expect(await submitVoucher(o.sn, u.token)).toMatchObject({ code: 1 });
    expect(await submitVoucher(orders[3].sn, u.token)).toMatchObject({
      code: 0,
      msg: '您已有 3 个订单的转账凭证在审核中，请等待主办方审核后再提交',
    });
    expect(
      await t.db.query('SELECT 1 FROM pay_vouchers v JOIN orders o ON o.id = v.order_id WHERE o.order_sn = $1', [orders[3].sn]),
    ).toHaveLength(0);
    // The first is rejected and resubmitted three times; a fourth resubmission is refused.
    const sn = orders[0].sn;
    for (let i = 0; i < 3; i += 1) {
      await t.db.tx((q) => rejectVoucher(q, sn, '未查询到该笔转账', 1800));
      expect(await submitVoucher(sn, u.token)).toMatchObject({ code: 1 });
    }
    await t.db.tx((q) => rejectVoucher(q, sn, '未查询到该笔转账', 1800));
    expect(await submitVoucher(sn, u.token)).toMatchObject({ code: 0, msg: '该订单的转账凭证已被驳回 4 次，不能再次提交，请联系主办方' });
    // Its place under review is free now.
    expect(await submitVoucher(orders[3].sn, u.token)).toMatchObject({ code: 1 });
  });

  it('holds the limit of 3 vouchers under review when one user submits for 5 orders at once on two instances', async () => {
    const u = await newUser(t.db);
    const orders = [];
    for (let i = 0; i < 5; i += 1) orders.push(await unpaidOrder({ user: u, cashier: false }));
    const answers = await Promise.all(orders.map((o, i) => submitVoucher(o.sn, u.token, i % 2 ? second : t.app)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(3);
    const [{ n }] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pay_vouchers v JOIN orders o ON o.id = v.order_id WHERE o.user_id = $1 AND v.status = 'pending'",
      [u.id],
    );
    expect(n).toBe(3);
  });

  it('asks Alipay about an order only for its owner: a stranger opening it triggers nothing', async () => {
    const { u, sn } = await unpaidOrder();
    await t.db.query("UPDATE sandbox_alipay_trades SET status = 'TRADE_SUCCESS', paid_at = now() WHERE out_trade_no = $1", [sn]);
    const stranger = await newUser(t.db);
    expect(await detail(sn, stranger.token)).toMatchObject({ code: 0, msg: '订单不存在' });
    const [{ status }] = await t.db.query<{ status: string }>('SELECT status FROM orders WHERE order_sn = $1', [sn]);
    expect(status).toBe('unpaid');
    expect((await detail(sn, u.token)).data.status).toBe('paid');
  });

  it('expires the rest of a batch when one order cannot be settled', async () => {
    const poisoned = await unpaidOrder();
    const others = [await unpaidOrder(), await unpaidOrder()];
    // Alipay reports the first one paid, for an amount that is not the order's: refused, and it stays for a person to look at.
    await t.db.query(
      "UPDATE sandbox_alipay_trades SET status = 'TRADE_SUCCESS', paid_at = now(), total_amount = '0.01' WHERE out_trade_no = $1",
      [poisoned.sn],
    );
    await t.db.query("UPDATE orders SET expires_at = now() - interval '1 minute' WHERE order_sn = $1", [poisoned.sn]);
    for (const o of others) await t.db.query("UPDATE orders SET expires_at = now() - interval '1 second' WHERE order_sn = $1", [o.sn]);
    const failed = await expireUnpaidOrders(t.db, t.app.config).then(
      () => null,
      (error: Error) => error,
    );
    for (const o of others) expect((await detail(o.sn, o.u.token)).data.status).toBe('expired');
    expect((await detail(poisoned.sn, poisoned.u.token)).data.status).toBe('unpaid');
    // The run still fails, naming the order, so the job's last error shows it.
    expect(failed?.message).toContain(poisoned.sn);
  });

  it('refuses a notification for another seller when ALIPAY_SELLER_ID is set, changing nothing', async () => {
    const { u, sn, amount } = await unpaidOrder({ cashier: false });
    t.app.config.alipay.sellerId = SANDBOX_SELLER_ID;
    try {
      expect(await postNotice(t.app, await alipayNotice(t.db, { outTradeNo: sn, amountFen: amount, sellerId: '2088999999999999' }))).toBe(
        'fail',
      );
      expect(await postNotice(t.app, await alipayNotice(t.db, { outTradeNo: sn, amountFen: amount }))).toBe('fail');
      expect((await detail(sn, u.token)).data.status).toBe('unpaid');
      expect(await postNotice(t.app, await alipayNotice(t.db, { outTradeNo: sn, amountFen: amount, sellerId: SANDBOX_SELLER_ID }))).toBe(
        'success',
      );
      expect((await detail(sn, u.token)).data.status).toBe('paid');
    } finally {
      t.app.config.alipay.sellerId = '';
    }
  });

  it('drill, two instances: a voucher and an Alipay payment of one order at the same moment end with one payment kept, the other refused or given back', async () => {
    const orders = [];
    // Half with the cashier already open (the trade exists at Alipay), half whose phone opens it only now.
    for (let i = 0; i < 16; i += 1) orders.push({ ...(await unpaidOrder({ cashier: i % 2 === 0 })), opened: i % 2 === 0 });
    // For each order at once: the voucher on the first instance, 确认付款 at the cashier on the second.
    const raced = await Promise.all(
      orders.map(async (o) => {
        const pay = async () => (o.opened || (await fetch(o.payUrl)).ok) && payAtCashier(o.sn);
        const [voucher, paid] = await Promise.all([submitVoucher(o.sn, o.u.token), pay()]);
        return { ...o, voucher, paid };
      }),
    );
    // Anything left to pay back (Alipay busy a moment ago) goes now, as the refunds job would.
    await payBackApprovedRefunds(t.db, t.app.config);
    const outcomes = new Set<string>();
    for (const o of raced) {
      const order = (await detail(o.sn, o.u.token)).data;
      const trade = await tradeOf(o.sn);
      const vouchers = await t.db.query<{ status: string }>(
        'SELECT v.status FROM pay_vouchers v JOIN orders o ON o.id = v.order_id WHERE o.order_sn = $1',
        [o.sn],
      );
      if (o.voucher.code === 0) {
        // Alipay won: the voucher was refused, the payment kept.
        expect(o.voucher.msg).toBe('该订单已通过支付宝付款成功，无需再提交转账凭证');
        expect(vouchers).toHaveLength(0);
        expect(order).toMatchObject({ status: 'paid', pay_type: 'alipay', refunds: [] });
        expect(trade).toMatchObject({ status: 'TRADE_SUCCESS', refunded_amount: '0.00' });
        outcomes.add('alipay kept');
      } else {
        // The voucher won: the trade was closed before it was paid, or paid and given back in full.
        expect(vouchers).toEqual([{ status: 'pending' }]);
        expect(order).toMatchObject({ status: 'unpaid', voucher_pending: true });
        if (trade.paid_at) {
          expect(o.paid).toBe(true);
          expect(trade.refunded_amount).toBe(trade.total_amount);
          expect(order.refunds).toMatchObject([{ status: 'succeeded', requested_by: 'system', amount: o.amount }]);
          outcomes.add('voucher kept, alipay given back');
        } else {
          expect(o.paid).toBe(false);
          expect(trade.status).toBe('TRADE_CLOSED');
          expect(order.refunds).toEqual([]);
          outcomes.add('voucher kept, trade closed');
        }
      }
      expect(await stockOfTicket(t.db, o.ticketId)).toMatchObject(order.status === 'paid' ? { held: 0, sold: 1 } : { held: 1, sold: 0 });
    }
    expect(outcomes.size).toBeGreaterThan(0);
  }, 60_000);
});

import { generateKeyPairSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './helpers/testApp';
import { alipayNotice, meetingWithTicket, newUser, people, postNotice, stockOfTicket, submitOrder } from './helpers/orders';
import { uploadPicture } from './helpers/uploads';
import { rsa2Sign, signingString } from '../src/features/orders/payments/alipay/sandbox/signing';
import { expireUnpaidOrders } from '../src/features/orders/jobs';
import { payBackApprovedRefunds } from '../src/features/orders/refunds';
import { closeUnpaid } from '../src/features/orders/lifecycle';
import { lockOrder } from '../src/features/orders/machine';
import { orderCommands } from '../src/features/orders/commands';
import { verifyTicket } from '../src/features/signup';

describe('paying: Alipay through the sandbox gateway, notifications, late payments, transfers and refunds', () => {
  let t: TestApp;
  let base: string;
  let second: FastifyInstance;
  const config = () => t.app.config;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.listen();
    second = await t.secondInstance();
  }, 60_000);
  afterAll(() => t.close());

  /** Calls the listening server as the phone does (the cashier address is made from the origin it called). */
  const api = async (url: string, body: object, token: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token, ...headers },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; msg: string; data: any };
  };
  /** A GET with the token, answering the envelope. */
  const get = async (url: string, token: string) =>
    (await (await fetch(`${base}${url}`, { headers: { token } })).json()) as { code: number; msg: string; data: any };
  const detail = (sn: string, token: string) => api('/api/ms.order/get_order_detail', { order_sn: sn }, token).then((r) => r.data);
  const cli = (name: string, args: Record<string, string>) => orderCommands.find((c) => c.name === name)!.run(t.db, args);

  /** A user with an unpaid order of `n` attendees for a new meeting's ticket. */
  async function unpaidOrder(n = 2, ticket = {}) {
    const u = await newUser(t.db);
    const { meetingId, ticketId } = await meetingWithTicket(t.db, { price: 49900, ...ticket });
    const order = await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: people(n) });
    expect(order.code).toBe(1);
    return { u, meetingId, ticketId, sn: order.data.order_sn as string, amount: order.data.pay_amount as number };
  }

  /** The phone's way through the cashier: open the pay_url, press 确认付款, follow the redirect back. */
  async function payAtCashier(sn: string, token: string) {
    const pay = await api('/api/ms.order/pay_order', { order_sn: sn, pay_type: 'alipay' }, token);
    expect(pay.code).toBe(1);
    expect(pay.data.pay_url.startsWith(`${base}/_sandbox/alipay/gateway.do?`)).toBe(true);
    const cashier = await fetch(pay.data.pay_url);
    const html = await cashier.text();
    expect(cashier.status).toBe(200);
    expect(html).toContain('确认付款');
    expect(html).toContain('放弃付款');
    const paid = await fetch(`${base}/_sandbox/alipay/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ out_trade_no: sn }).toString(),
      redirect: 'manual',
    });
    return { pay, cashierHtml: html, back: paid };
  }

  it('pays through the sandbox cashier: signed request, notification booked, phone sent back to the order', async () => {
    const { u, meetingId, ticketId, sn, amount } = await unpaidOrder(2);
    const { cashierHtml, back } = await payAtCashier(sn, u.token);
    expect(cashierHtml).toContain('998.00');
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${base}/redirect`);
    expect(location.searchParams.get('to')).toBe(`/order/detail?order_sn=${sn}`);
    expect(location.searchParams.get('out_trade_no')).toBe(sn);
    expect(location.searchParams.get('sign')).toBeTruthy();
    const order = await detail(sn, u.token);
    expect(order).toMatchObject({ status: 'paid', pay_type: 'alipay', pay_amount: amount, can_refund: true });
    expect(await stockOfTicket(t.db, ticketId)).toMatchObject({ held: 0, sold: 2 });
    const [n] = await t.db.query<{ delivered_at: Date | null; last_answer: string }>(
      'SELECT delivered_at, last_answer FROM sandbox_alipay_notifications WHERE out_trade_no = $1',
      [sn],
    );
    expect(n.last_answer).toBe('success');

    // Two signed e-tickets that verify with the meeting's key, and only with it.
    const vouchers = await get(`/api/wyms/meeting/meeting_apply/attendance_voucher?order_sn=${sn}`, u.token);
    expect(vouchers.data).toHaveLength(2);
    const [key] = await t.db.query<{ public_key: Uint8Array }>('SELECT public_key FROM meeting_keys WHERE meeting_id = $1', [meetingId]);
    for (const v of vouchers.data) {
      expect(v.state).toBe('valid');
      expect(verifyTicket(v.code, key.public_key)).toMatchObject({ meetingId, ticketTypeId: ticketId });
      const flipped = v.code.slice(0, 20) + (v.code[20] === 'A' ? 'B' : 'A') + v.code.slice(21);
      expect(verifyTicket(flipped, key.public_key)).toBeUndefined();
    }
    const { publicKey } = generateKeyPairSync('ed25519');
    expect(verifyTicket(vouchers.data[0].code, Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url'))).toBeUndefined();
    // A paid order's cashier says so instead of taking money twice.
    const again = await api('/api/ms.order/pay_order', { order_sn: sn, pay_type: 'alipay' }, u.token);
    expect(again).toMatchObject({ code: 0, msg: '订单已支付' });
  });

  it('gives the same cashier address to a retried pay request with the same Idempotency-Key', async () => {
    const { u, sn } = await unpaidOrder(1);
    const a = await api('/api/ms.order/pay_order', { order_sn: sn, pay_type: 'alipay' }, u.token, { 'idempotency-key': 'pay-key-00001' });
    const b = await api('/api/ms.order/pay_order', { order_sn: sn, pay_type: 'alipay' }, u.token, { 'idempotency-key': 'pay-key-00001' });
    expect(b.data.pay_url).toBe(a.data.pay_url);
  });

  it('rejects forged, altered, foreign and wrong-amount notifications, changing nothing', async () => {
    const { u, sn, amount } = await unpaidOrder(1);
    await api('/api/ms.order/pay_order', { order_sn: sn, pay_type: 'alipay' }, u.token);
    const good = await alipayNotice(t.db, { outTradeNo: sn, amountFen: amount });
    const altered = { ...good, total_amount: '0.01' };
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const { sign: _s, sign_type: _t, ...unsigned } = good;
    const forged = {
      ...unsigned,
      sign_type: 'RSA2',
      sign: rsa2Sign(signingString(unsigned, []), privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
    };
    const foreignApp = await alipayNotice(t.db, { outTradeNo: sn, amountFen: amount, appId: '2021000000000000' });
    const wrongAmount = await alipayNotice(t.db, { outTradeNo: sn, amountFen: amount - 1 });
    const unknown = await alipayNotice(t.db, { outTradeNo: 'M2026112300000000000000', amountFen: amount });
    for (const notice of [altered, forged, foreignApp, wrongAmount, unknown, { ...good, sign: '' }])
      expect(await postNotice(t.app, notice)).toBe('fail');
    expect((await detail(sn, u.token)).status).toBe('unpaid');
    expect(await postNotice(t.app, good)).toBe('success');
    expect((await detail(sn, u.token)).status).toBe('paid');
  });

  it('changes the order once when one notification is replayed 50 times, on two instances at once', async () => {
    const { u, sn, amount, ticketId } = await unpaidOrder(1);
    await api('/api/ms.order/pay_order', { order_sn: sn, pay_type: 'alipay' }, u.token);
    const notice = await alipayNotice(t.db, { outTradeNo: sn, amountFen: amount });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => postNotice(i % 2 ? second : t.app, notice)));
    expect(new Set(answers)).toEqual(new Set(['success']));
    const logs = await t.db.query(
      "SELECT 1 FROM order_logs l JOIN orders o ON o.id = l.order_id WHERE o.order_sn = $1 AND l.to_status = 'paid'",
      [sn],
    );
    expect(logs).toHaveLength(1);
    const messages = await t.db.query("SELECT 1 FROM messages WHERE user_id = $1 AND title = '会议报名成功'", [u.id]);
    expect(messages).toHaveLength(1);
    expect(await stockOfTicket(t.db, ticketId)).toMatchObject({ held: 0, sold: 1 });
  });

  it('gives back a payment that arrives after the order expired, even while its seat is still free', async () => {
    const { u, sn, ticketId, amount } = await unpaidOrder(1, { stock: 1 });
    const pay = await api('/api/ms.order/pay_order', { order_sn: sn, pay_type: 'alipay' }, u.token);
    expect((await fetch(pay.data.pay_url)).status).toBe(200);
    // Closed here while Alipay could not be told (its trade stays open), then the buyer pays there.
    await t.db.tx(async (q) => closeUnpaid(q, await lockOrder(q, sn), 'expired', 'system'));
    const back = await fetch(`${base}/_sandbox/alipay/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `out_trade_no=${sn}`,
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    const order = await detail(sn, u.token);
    expect(order.status).toBe('refunded');
    expect(order.refunds).toMatchObject([{ status: 'succeeded', requested_by: 'system', amount }]);
    expect(order.refunds[0].reason).toContain('订单已过期关闭');
    const [trade] = await t.db.query<{ refunded_amount: string; total_amount: string }>(
      'SELECT refunded_amount, total_amount FROM sandbox_alipay_trades WHERE out_trade_no = $1',
      [sn],
    );
    expect(trade.refunded_amount).toBe(trade.total_amount);
    expect(await stockOfTicket(t.db, ticketId)).toMatchObject({ held: 0, sold: 0 });
  });

  it('refunds automatically a payment that arrives after expiry when the seat has gone to someone else', async () => {
    const { u, sn, meetingId, ticketId, amount } = await unpaidOrder(1, { stock: 1 });
    // The phone opens the cashier; meanwhile the order expires and someone else takes the last seat.
    const pay = await api('/api/ms.order/pay_order', { order_sn: sn, pay_type: 'alipay' }, u.token);
    expect((await fetch(pay.data.pay_url)).status).toBe(200);
    await t.db.tx(async (q) => closeUnpaid(q, await lockOrder(q, sn), 'expired', 'system'));
    const other = await newUser(t.db);
    expect((await submitOrder(t.app, other.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: people(1) })).code).toBe(1);
    // Then the payment goes through at Alipay.
    const back = await fetch(`${base}/_sandbox/alipay/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `out_trade_no=${sn}`,
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    const order = await detail(sn, u.token);
    expect(order.status).toBe('refunded');
    expect(order.refunds).toMatchObject([{ status: 'succeeded', requested_by: 'system', amount }]);
    const [trade] = await t.db.query<{ refunded_amount: string; total_amount: string }>(
      'SELECT refunded_amount, total_amount FROM sandbox_alipay_trades WHERE out_trade_no = $1',
      [sn],
    );
    expect(trade.refunded_amount).toBe(trade.total_amount);
    expect(await stockOfTicket(t.db, ticketId)).toMatchObject({ held: 1, sold: 0 });
  });

  it('refunds through the same flow: request, withdraw, request again, organiser approves, money back through Alipay', async () => {
    const { u, sn, ticketId } = await unpaidOrder(2);
    await payAtCashier(sn, u.token);
    expect(await api('/api/ms.order/apply_refund', { order_sn: sn, reason: '时间冲突' }, u.token)).toMatchObject({
      code: 1,
      data: { status: 'refunding' },
    });
    expect((await detail(sn, u.token)).can_withdraw_refund).toBe(true);
    expect(await api('/api/ms.order/cancel_refund', { order_sn: sn }, u.token)).toMatchObject({ code: 1, data: { status: 'paid' } });
    expect((await api('/api/ms.order/cancel_refund', { order_sn: sn }, u.token)).msg).toBe('该订单没有进行中的退款申请');
    await api('/api/ms.order/apply_refund', { order_sn: sn, reason: '确实去不了' }, u.token);
    expect(await cli('approve-refund', { order: sn })).toContain('已同意退款');
    expect((await api('/api/ms.order/cancel_refund', { order_sn: sn }, u.token)).msg).toBe('退款已受理，正在原路退回，无法撤销');
    expect(await payBackApprovedRefunds(t.db, config())).toBe(1);
    const order = await detail(sn, u.token);
    expect(order).toMatchObject({ status: 'refunded', status_text: '已退款' });
    expect(order.attendees.every((a: { ticket_code: string | null }) => a.ticket_code === null)).toBe(true);
    expect(await stockOfTicket(t.db, ticketId)).toMatchObject({ held: 0, sold: 0 });
    const vouchers = await get(`/api/wyms/meeting/meeting_apply/attendance_voucher?order_sn=${sn}`, u.token);
    expect(vouchers.msg).toBe('订单已关闭，电子票已失效');
    const [trade] = await t.db.query<{ refunded_amount: string; total_amount: string }>(
      'SELECT refunded_amount, total_amount FROM sandbox_alipay_trades WHERE out_trade_no = $1',
      [sn],
    );
    expect(trade.refunded_amount).toBe(trade.total_amount);
    // Running the job again (another instance) refunds nothing twice.
    expect(await payBackApprovedRefunds(t.db, config())).toBe(0);
  });

  it('lets an organiser reject a refund with a reason the user reads; refuses refunds after the deadline', async () => {
    const { u, sn } = await unpaidOrder(1, { refund_deadline: new Date(Date.now() + 3_600_000).toISOString() });
    await payAtCashier(sn, u.token);
    await api('/api/ms.order/apply_refund', { order_sn: sn, reason: '想退' }, u.token);
    expect(await cli('reject-refund', { order: sn, reason: '已过退票期' })).toContain('已拒绝');
    expect(await detail(sn, u.token)).toMatchObject({ status: 'paid', refunds: [{ status: 'rejected', reject_reason: '已过退票期' }] });
    const [msg] = await t.db.query<{ content: string }>("SELECT content FROM messages WHERE user_id = $1 AND title = '退款申请未通过'", [
      u.id,
    ]);
    expect(msg.content).toContain('已过退票期');
    await t.db.query("UPDATE orders SET refund_deadline = now() - interval '1 minute' WHERE order_sn = $1", [sn]);
    expect((await api('/api/ms.order/apply_refund', { order_sn: sn, reason: '再试' }, u.token)).msg).toBe('已过退款截止时间，无法退款');
    expect((await detail(sn, u.token)).refund_blocker).toBe('已过退款截止时间，无法退款');
  });

  it('takes a bank transfer: voucher under review holds the order, an organiser approves it (or rejects it with a reason)', async () => {
    const { u, sn } = await unpaidOrder(1);
    const image = await uploadPicture(t.app, u.token, 'voucher');
    expect(
      (await api('/api/wyms/meeting/meeting_apply/submit_pay_voucher', { order_sn: sn, image: 'https://evil.example/x.png' }, u.token)).msg,
    ).toBe('转账凭证须为您本人上传的图片，请重新上传');
    expect(
      await api('/api/wyms/meeting/meeting_apply/submit_pay_voucher', { order_sn: sn, image, payer_name: '某公司' }, u.token),
    ).toMatchObject({ code: 1, msg: '凭证已提交，主办方审核后确认' });
    expect((await api('/api/wyms/meeting/meeting_apply/submit_pay_voucher', { order_sn: sn, image }, u.token)).msg).toBe(
      '已有凭证在审核中，请耐心等待',
    );
    expect((await api('/api/ms.order/cancel_order', { order_sn: sn }, u.token)).msg).toBe('转账凭证审核中，暂不能取消订单');
    // Under review it does not expire, however long the organiser takes.
    await t.db.query("UPDATE orders SET expires_at = now() - interval '1 hour' WHERE order_sn = $1", [sn]);
    await expireUnpaidOrders(t.db, config());
    expect(await detail(sn, u.token)).toMatchObject({ status: 'unpaid', voucher_pending: true, can_pay: false });
    expect(await cli('reject-voucher', { order: sn, reason: '未查询到该笔转账' })).toContain('已驳回');
    const rejected = await detail(sn, u.token);
    expect(rejected).toMatchObject({
      status: 'unpaid',
      can_pay: true,
      vouchers: [{ status: 'rejected', reject_reason: '未查询到该笔转账' }],
    });
    expect(rejected.seconds_left).toBeGreaterThan(1700);
    await api('/api/wyms/meeting/meeting_apply/submit_pay_voucher', { order_sn: sn, image }, u.token);
    expect(await cli('approve-voucher', { order: sn })).toContain('已确认收款');
    expect(await detail(sn, u.token)).toMatchObject({ status: 'paid', pay_type: 'offline' });
    const voucher = await get(`/api/wyms/meeting/meeting_apply/pay_voucher_details?order_sn=${sn}`, u.token);
    expect(voucher.data.vouchers.map((v: { status: string }) => v.status)).toEqual(['approved', 'rejected']);
    await expect(cli('approve-voucher', { order: sn })).rejects.toThrow('该订单没有待审核的转账凭证');
  });

  it('closes the trade at Alipay when an order expires, so it can no longer be paid, and asks Alipay first', async () => {
    const { u, sn } = await unpaidOrder(1);
    const pay = await api('/api/ms.order/pay_order', { order_sn: sn, pay_type: 'alipay' }, u.token);
    await fetch(pay.data.pay_url);
    await t.db.query("UPDATE orders SET expires_at = now() - interval '1 second' WHERE order_sn = $1", [sn]);
    await expireUnpaidOrders(t.db, config());
    expect((await detail(sn, u.token)).status).toBe('expired');
    const closed = await fetch(`${base}/_sandbox/alipay/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `out_trade_no=${sn}`,
      redirect: 'manual',
    });
    expect(await closed.text()).toContain('交易已关闭或已超时，未扣款');
    expect((await detail(sn, u.token)).status).toBe('expired');
  });

  it('books a payment whose notification never came when the order page is opened (Alipay is asked)', async () => {
    const { u, sn } = await unpaidOrder(1);
    const pay = await api('/api/ms.order/pay_order', { order_sn: sn, pay_type: 'alipay' }, u.token);
    await fetch(pay.data.pay_url);
    // The trade is paid at Alipay, but the notification is lost.
    await t.db.query("UPDATE sandbox_alipay_trades SET status = 'TRADE_SUCCESS', paid_at = now() WHERE out_trade_no = $1", [sn]);
    expect((await detail(sn, u.token)).status).toBe('paid');
  });
});

import { uploadPicture } from './helpers/uploads';
import { createTestApp, type TestApp } from './helpers/testApp';
import { call, meetingWithTicket, newUser, people, submitOrder } from './helpers/orders';
import { rejectVoucher } from '../src/features/orders/payments/vouchers';

/*
 * A transfer voucher closes the order's Alipay trade, so that the order is paid once. A voucher the
 * limits refuse must not close it: the order would then be payable neither way.
 */
describe('a transfer voucher refused by the limits leaves the order payable by Alipay', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    base = await t.listen();
  }, 60_000);
  afterAll(() => t.close());

  const submitVoucher = async (sn: string, token: string) =>
    call(
      t.app,
      '/api/wyms/meeting/meeting_apply/submit_pay_voucher',
      { order_sn: sn, image: await uploadPicture(t.app, token, 'voucher') },
      token,
    );
  const tradeStatus = async (sn: string) =>
    (await t.db.query<{ status: string }>('SELECT status FROM sandbox_alipay_trades WHERE out_trade_no = $1', [sn]))[0].status;

  const cashierOf = new Map<string, string>();
  /** An unpaid order whose buyer got Alipay's cashier address and (unless `open` is false) opened it: the trade is open there. */
  async function atCashier(u: Awaited<ReturnType<typeof newUser>>, o: { open?: boolean } = {}) {
    const { ticketId, meetingId } = await meetingWithTicket(t.db, { price: 30000, stock: 5 });
    const sn = (await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: people(1) })).data
      .order_sn as string;
    const pay = await call(t.app, '/api/ms.order/pay_order', { order_sn: sn, pay_type: 'alipay' }, u.token);
    const cashier = new URL(pay.data.pay_url);
    cashierOf.set(sn, `${base}${cashier.pathname}${cashier.search}`);
    if (o.open !== false) expect((await fetch(cashierOf.get(sn)!)).status).toBe(200);
    return sn;
  }

  /** The buyer goes back to Alipay and pays there: the order is paid. */
  async function paysByAlipay(sn: string, token: string) {
    expect(await tradeStatus(sn)).toBe('WAIT_BUYER_PAY');
    expect(await call(t.app, '/api/ms.order/pay_order', { order_sn: sn, pay_type: 'alipay' }, token)).toMatchObject({ code: 1 });
    expect((await t.app.inject({ method: 'POST', url: '/_sandbox/alipay/pay', payload: { out_trade_no: sn } })).statusCode).toBe(303);
    expect((await call(t.app, '/api/ms.order/get_order_detail', { order_sn: sn }, token)).data).toMatchObject({
      status: 'paid',
      pay_type: 'alipay',
    });
  }

  it('over the limit of 3 orders with a voucher under review', async () => {
    const u = await newUser(t.db);
    const orders = [];
    for (let i = 0; i < 4; i += 1) orders.push(await atCashier(u));
    for (const sn of orders.slice(0, 3)) expect(await submitVoucher(sn, u.token)).toMatchObject({ code: 1 });
    expect(await submitVoucher(orders[3], u.token)).toMatchObject({
      code: 0,
      msg: '您已有 3 个订单的转账凭证在审核中，请等待主办方审核后再提交',
    });
    await paysByAlipay(orders[3], u.token);
  });

  it('over the limit of resubmissions of a rejected voucher', async () => {
    const u = await newUser(t.db);
    const sn = await atCashier(u, { open: false });
    for (let i = 0; i < 4; i += 1) {
      expect(await submitVoucher(sn, u.token)).toMatchObject({ code: 1 });
      await t.db.tx((q) => rejectVoucher(q, sn, '未查询到该笔转账', 1800));
    }
    // Only now the buyer opens the cashier address they were given first: the trade opens at Alipay.
    expect((await fetch(cashierOf.get(sn)!)).status).toBe(200);
    expect(await submitVoucher(sn, u.token)).toMatchObject({ code: 0, msg: '该订单的转账凭证已被驳回 4 次，不能再次提交，请联系主办方' });
    await paysByAlipay(sn, u.token);
  });
});

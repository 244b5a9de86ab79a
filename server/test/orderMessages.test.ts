import { createTestApp, type TestApp } from './helpers/testApp';
import { meetingWithTicket, newUser, people } from './helpers/orders';
import { orderWithVoucher, refundableMeeting, refundingOrder, staffOf } from './helpers/admin';

/**
 * What happens to an order is told to its buyer in 消息, with a link to the order: a cancel, a refund asked
 * for, approved or refused, a transfer voucher approved or refused. Written in the transaction of the action,
 * so an action refused writes none.
 */
describe('order messages: each change of an order the buyer should know of, linked to the order', () => {
  let t: TestApp;
  let base: string;
  let m: { meetingId: number; ticketId: number };
  let finance: { token: string };
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    base = await t.listen();
    m = await refundableMeeting(t.db);
    finance = await staffOf(t.db, m.meetingId, 'finance');
  }, 60_000);
  afterAll(() => t.close());

  const post = async (url: string, body: object, token: string) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; msg: string; data: any };
  };
  const messages = async (token: string) =>
    (await post('/api/ms.message/get_message_list', { page: 1, limit: 50 }, token)).data.data as Array<{
      title: string;
      content: string;
      kind: string;
      link: string;
      is_read: boolean;
    }>;
  const newest = async (token: string) => (await messages(token))[0];
  const link = (sn: string) => `/order/detail?order_sn=${sn}`;

  it('tells the buyer who cancels an unpaid order; a cancel refused writes nothing', async () => {
    const u = await newUser(t.db);
    const { meetingId, ticketId } = await meetingWithTicket(t.db, { price: 49900 });
    const placed = await post(
      '/api/ms.meeting/submit_ticket_order',
      { meeting_id: meetingId, ticket_id: ticketId, applyers: people(1) },
      u.token,
    );
    const sn: string = placed.data.order_sn;
    expect(await post('/api/ms.order/cancel_order', { order_sn: sn }, u.token)).toMatchObject({ code: 1, msg: '订单已取消' });
    expect(await messages(u.token)).toEqual([
      expect.objectContaining({
        title: '订单已取消',
        kind: 'order',
        link: link(sn),
        is_read: false,
        content: expect.stringContaining(`（${sn}）`),
      }),
    ]);
    expect(await post('/api/ms.order/cancel_order', { order_sn: sn }, u.token)).toMatchObject({ code: 0, msg: '订单已取消' });
    expect(await messages(u.token)).toHaveLength(1);
  });

  it('tells of a voucher approved (the payment) and of one refused, with the reason', async () => {
    const approved = await orderWithVoucher(t, m.meetingId, m.ticketId);
    expect((await post(`/api/admin/orders/${approved.sn}/voucher/approve`, {}, finance.token)).code).toBe(1);
    expect(await newest(approved.u.token)).toMatchObject({
      kind: 'order',
      link: link(approved.sn),
      title: '会议报名成功',
      content: expect.stringContaining('已支付 ¥100.00'),
    });

    const refused = await orderWithVoucher(t, m.meetingId, m.ticketId);
    expect((await post(`/api/admin/orders/${refused.sn}/voucher/reject`, { reason: '未查询到该笔转账' }, finance.token)).code).toBe(1);
    expect(await newest(refused.u.token)).toMatchObject({
      title: '转账凭证未通过审核',
      link: link(refused.sn),
      content: expect.stringContaining('未查询到该笔转账'),
    });
    const count = (await messages(refused.u.token)).length;
    // Nothing left to review: refused, and no message.
    expect((await post(`/api/admin/orders/${refused.sn}/voucher/reject`, { reason: '重复' }, finance.token)).msg).toBe(
      '该订单没有待审核的转账凭证',
    );
    expect(await messages(refused.u.token)).toHaveLength(count);
  });

  it('tells of a refund asked for, then approved; and of another refused, with the reason', async () => {
    const asked = await refundingOrder(t, m.meetingId, m.ticketId);
    expect(await newest(asked.u.token)).toMatchObject({
      title: '退款申请已提交',
      link: link(asked.sn),
      content: expect.stringContaining('¥100.00'),
    });
    expect((await post(`/api/admin/orders/${asked.sn}/refund/approve`, {}, finance.token)).code).toBe(1);
    expect(await newest(asked.u.token)).toMatchObject({
      title: '退款申请已通过',
      link: link(asked.sn),
      content: expect.stringContaining('将由主办方转账退回'),
    });

    const refused = await refundingOrder(t, m.meetingId, m.ticketId);
    expect((await post(`/api/admin/orders/${refused.sn}/refund/reject`, { reason: '已过退票期' }, finance.token)).code).toBe(1);
    expect(await newest(refused.u.token)).toMatchObject({
      title: '退款申请未通过',
      link: link(refused.sn),
      content: expect.stringContaining('已过退票期'),
    });
    expect((await messages(refused.u.token)).map((x) => x.title)).toEqual(['退款申请未通过', '退款申请已提交', '会议报名成功']);
  });

  it('asks for a refund refused: a clear message and no message to the buyer', async () => {
    const u = await newUser(t.db);
    const placed = await post(
      '/api/ms.meeting/submit_ticket_order',
      { meeting_id: m.meetingId, ticket_id: m.ticketId, applyers: people(1) },
      u.token,
    );
    const answer = await post('/api/ms.order/apply_refund', { order_sn: placed.data.order_sn, reason: '行程冲突' }, u.token);
    expect(answer.code).toBe(0);
    expect(answer.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(await messages(u.token)).toEqual([]);
  });
});

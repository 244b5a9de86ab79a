import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './helpers/testApp';
import { meetingWithTicket, newUser, people, stockOfTicket, submitOrder } from './helpers/orders';
import { createCouponBatch, obtainCoupon } from '../src/features/account/coupons/store';
import { expireUnpaidOrders } from '../src/features/orders/jobs';

describe('racing for seats and coupons on two API instances', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    second = await t.secondInstance();
  }, 60_000);
  afterAll(() => t.close());

  it('gives 200 concurrent buyers exactly 50 seats, and expiry returns exactly what the unpaid held', async () => {
    const { meetingId, ticketId } = await meetingWithTicket(t.db, { stock: 50, limit: 1 });
    const buyers = [];
    for (let i = 0; i < 200; i += 1) buyers.push(await newUser(t.db));
    const results = await Promise.all(
      buyers.map((b, i) =>
        submitOrder(i % 2 ? second : t.app, b.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: people(1) }),
      ),
    );
    const won = results.filter((r) => r.code === 1);
    expect(won).toHaveLength(50);
    // Each asked for one seat: a refusal says 已售罄, never that one was left (a figure read before the lock).
    expect(results.filter((r) => r.code === 0).map((r) => r.msg)).toEqual(Array(150).fill('该票种已售罄'));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await stockOfTicket(t.db, ticketId)).toEqual({ capacity: 50, held: 50, sold: 0 });
    const [orders] = await t.db.query<{ n: number; people: number }>(
      "SELECT count(DISTINCT o.id)::int AS n, count(a.id)::int AS people FROM orders o JOIN attendees a ON a.order_id = o.id WHERE o.meeting_id = $1 AND o.status = 'unpaid'",
      [meetingId],
    );
    expect(orders).toEqual({ n: 50, people: 50 });
    // Twenty of them let their time run out; both instances run the expiry at once.
    await t.db.query(
      "UPDATE orders SET expires_at = now() - interval '1 second' WHERE id IN (SELECT id FROM orders WHERE meeting_id = $1 ORDER BY id LIMIT 20)",
      [meetingId],
    );
    await Promise.all([expireUnpaidOrders(t.db, t.app.config), expireUnpaidOrders(second.db, second.config)]);
    expect(await stockOfTicket(t.db, ticketId)).toEqual({ capacity: 50, held: 30, sold: 0 });
    const logs = await t.db.query(
      "SELECT l.order_id FROM order_logs l JOIN orders o ON o.id = l.order_id WHERE o.meeting_id = $1 AND l.to_status = 'expired'",
      [meetingId],
    );
    expect(logs).toHaveLength(20);
  });

  it('lets a coupon serve one live order however many submits race for it, and frees it when that order is cancelled', async () => {
    const u = await newUser(t.db);
    const { meetingId, ticketId } = await meetingWithTicket(t.db, { stock: 100 });
    const coupon = await t.db.tx(async (q) =>
      obtainCoupon(
        q,
        u.id,
        await createCouponBatch(q, {
          name: '测试券',
          meetingId: null,
          amount: 1000,
          threshold: 0,
          total: 5,
          validDays: 5,
          claimEnd: new Date(Date.now() + 86_400_000),
        }),
      ),
    );
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        submitOrder(i % 2 ? second : t.app, u.token, {
          meeting_id: meetingId,
          ticket_id: ticketId,
          applyers: people(1),
          coupon_id: coupon,
        }),
      ),
    );
    const won = results.filter((r) => r.code === 1);
    expect(won).toHaveLength(1);
    expect(new Set(results.filter((r) => r.code === 0).map((r) => r.msg))).toEqual(new Set(['优惠券已被使用或已失效，请重新选择']));
    expect(await stockOfTicket(t.db, ticketId)).toMatchObject({ held: 1 });
    const [c] = await t.db.query<{ status: string; order_no: string }>('SELECT status, order_no FROM user_coupons WHERE id = $1', [coupon]);
    expect(c).toEqual({ status: 'locked', order_no: won[0].data.order_sn });
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/ms.order/cancel_order',
      headers: { token: u.token },
      payload: { order_sn: won[0].data.order_sn },
    });
    expect(cancel.json().code).toBe(1);
    const [after] = await t.db.query<{ status: string }>('SELECT status FROM user_coupons WHERE id = $1', [coupon]);
    expect(after.status).toBe('unused');
  });

  it('signs one person up once when two orders for them race', async () => {
    const { meetingId, ticketId } = await meetingWithTicket(t.db, { stock: 100 });
    const [person] = people(1);
    const users = await Promise.all(Array.from({ length: 6 }, () => newUser(t.db)));
    const results = await Promise.all(
      users.map((u, i) => submitOrder(i % 2 ? second : t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: [person] })),
    );
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.code === 0).every((r) => /已报名本次会议/.test(r.msg))).toBe(true);
    expect(await stockOfTicket(t.db, ticketId)).toMatchObject({ held: 1 });
  });
});

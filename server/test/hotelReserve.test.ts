import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './helpers/testApp';
import { insertMeeting } from './helpers/meetingRows';
import { call, newUser, people, submitOrder } from './helpers/orders';
import { uploadPicture } from './helpers/uploads';
import { seedHotels } from '../src/features/hotel/seed';
import { addDays } from '../src/features/hotel/blocks';
import { closeOverdueVoucherOrders, expireUnpaidOrders } from '../src/features/orders/jobs';
import { orderCommands } from '../src/features/orders/commands';

/** YYYY-MM-DD in Shanghai, `days` from today. */
const shanghaiDay = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('booking a hotel room: blocks with nightly allotments, reservations, payment and hotel orders', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let meetingId: number;
  let hotelId: number; // asks for no ticket
  let ticketHotelId: number; // asks for a paid ticket first
  let roomId: number;
  // The meeting starts in 30 days for three days: its block's window is nights D-2 .. D+2.
  const D = shanghaiDay(30);
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    second = await t.secondInstance();
    meetingId = await insertMeeting(t.db, {
      title: '酒店预订测试会',
      start: `${D}T09:00:00+08:00`,
      end: `${addDays(D, 2)}T17:00:00+08:00`,
    });
    await t.db.tx((q) => seedHotels(q));
    [{ id: ticketHotelId }, { id: hotelId }] = await t.db.query<{ id: number }>(
      'SELECT id FROM hotels WHERE meeting_id = $1 ORDER BY sort',
      [meetingId],
    );
    [{ id: roomId }] = await t.db.query<{ id: number }>('SELECT id FROM hotel_rooms WHERE hotel_id = $1 ORDER BY sort LIMIT 1', [hotelId]);
  }, 60_000);
  afterAll(() => t.close());

  const reserve = (token: string, body: Record<string, unknown>, app = t.app, key?: string) =>
    call(
      app,
      '/api/ms.hotel/submit_hotel_order',
      { hotel_id: hotelId, room_id: roomId, num: 1, guests: JSON.stringify(['张三']), mobile: '13800000001', ...body },
      token,
      key ? { 'idempotency-key': key } : {},
    );

  /** Rooms left per night of a room's block. */
  const leftByNight = async (room = roomId) =>
    Object.fromEntries(
      (
        await t.db.query<{ night: string; left: number; held: number }>(
          `SELECT to_char(n.night, 'YYYY-MM-DD') AS night, s.capacity - s.held - s.sold AS left, s.held FROM block_nights n
             JOIN room_blocks b ON b.id = n.block_id JOIN stock_items s ON s.id = n.stock_item_id WHERE b.room_id = $1 ORDER BY n.night`,
          [room],
        )
      ).map((r) => [r.night, r.left]),
    );

  it('reserves two rooms for two nights, pricing night by night, and shows it among the hotel orders', async () => {
    const u = await newUser(t.db);
    const before = await leftByNight();
    const res = await reserve(u.token, {
      check_in: addDays(D, -1),
      check_out: addDays(D, 1),
      num: 2,
      guests: JSON.stringify(['张三', '李四']),
      arrival_time: '18:00前',
    });
    expect(res).toMatchObject({ code: 1, msg: '订单已提交，请尽快支付', data: { status: 'unpaid' } });
    expect(res.data.order_sn).toMatch(/^H\d{22}$/);
    const after = await leftByNight();
    expect(after[addDays(D, -1)]).toBe(before[addDays(D, -1)] - 2);
    expect(after[D]).toBe(before[D] - 2);
    expect(after[addDays(D, 1)]).toBe(before[addDays(D, 1)]);
    const detail = (await call(t.app, '/api/ms.order/get_order_detail', { order_sn: res.data.order_sn }, u.token)).data;
    const perRoom = detail.night_prices.reduce((s: number, n: { price: number }) => s + n.price, 0);
    expect(detail).toMatchObject({
      kind: 'hotel',
      check_in: addDays(D, -1),
      check_out: addDays(D, 1),
      nights: 2,
      rooms: 2,
      guests: ['张三', '李四'],
      arrival_time: '18:00前',
      pay_amount: perRoom * 2,
    });
    expect(detail.night_prices.map((n: { night: string }) => n.night)).toEqual([addDays(D, -1), D]);
    const list = await call(t.app, '/api/ms.order/get_hotel_order_list', { status: 'unpaid' }, u.token);
    expect(list.data.data).toMatchObject([
      { order_sn: res.data.order_sn, status: 'unpaid', pay_amount: perRoom * 2, check_in: addDays(D, -1), check_out: addDays(D, 1) },
    ]);
    expect((await call(t.app, '/api/ms.order/get_meeting_order_list', {}, u.token)).data.total).toBe(0);
    // The refund (free cancellation) deadline: 24 hours before 14:00 on the arrival day.
    expect(new Date(detail.refund_deadline).toISOString()).toBe(
      new Date(Date.parse(`${addDays(D, -1)}T14:00:00+08:00`) - 24 * 3600_000).toISOString(),
    );
  });

  it('answers a retried submit with the same order', async () => {
    const u = await newUser(t.db);
    const body = { check_in: D, check_out: addDays(D, 1) };
    const [a, b] = await Promise.all([reserve(u.token, body, t.app, 'hotel-key-0001'), reserve(u.token, body, second, 'hotel-key-0001')]);
    expect(a.data.order_sn).toBe(b.data.order_sn);
    const [n] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [u.id]);
    expect(n.n).toBe(1);
  });

  it.each([
    [{ check_in: addDays(D, 1), check_out: addDays(D, 1) }, '离店日期须晚于入住日期'],
    [{ check_in: addDays(D, 2), check_out: addDays(D, 4) }, null],
    [{ check_in: shanghaiDay(-1), check_out: shanghaiDay(0) }, '入住日期不能早于今天'],
    [{ check_in: addDays(D, -5), check_out: addDays(D, -3) }, null],
    [{ check_in: addDays(D, -2), check_out: addDays(D, 1), num: 0 }, '房间数不能小于1'],
    [
      { check_in: addDays(D, -2), check_out: addDays(D, 1), num: 6, guests: JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f']) },
      '每单最多预订5间',
    ],
    [{ check_in: addDays(D, -2), check_out: addDays(D, 1), num: 2, guests: JSON.stringify(['张三', ' ']) }, '第2间房请填写入住人姓名'],
    [{ check_in: addDays(D, -2), check_out: addDays(D, 1), num: 2, guests: JSON.stringify(['张三']) }, '第2间房请填写入住人姓名'],
    [{ check_in: 'tomorrow', check_out: addDays(D, 1) }, '入住日期格式不正确'],
    [{ check_in: addDays(D, -2), check_out: addDays(D, 1), mobile: '123' }, '联系手机格式不正确'],
    [{ check_in: addDays(D, -2), check_out: addDays(D, 1), room_id: 999999 }, '房型不存在'],
  ])('refuses %j with a clear message and changes nothing', async (body, msg) => {
    const u = await newUser(t.db);
    const before = await leftByNight();
    const res = await reserve(u.token, body);
    expect(res.code).toBe(0);
    // Outside the window the message names the bookable nights.
    expect(res.msg).toBe(
      msg ??
        `所选日期超出可预订范围，可入住${Number(addDays(D, -2).slice(5, 7))}月${Number(addDays(D, -2).slice(8))}日至${Number(addDays(D, 2).slice(5, 7))}月${Number(addDays(D, 2).slice(8))}日的夜晚`,
    );
    expect(await leftByNight()).toEqual(before);
  });

  it('refuses a stay longer than the block allows, and any booking after its cut-off', async () => {
    const u = await newUser(t.db);
    await t.db.query('UPDATE room_blocks SET max_nights = 2 WHERE room_id = $1', [roomId]);
    expect((await reserve(u.token, { check_in: addDays(D, -2), check_out: addDays(D, 1) })).msg).toBe('最多可选择2天');
    await t.db.query("UPDATE room_blocks SET max_nights = 5, cutoff_at = now() - interval '1 minute' WHERE room_id = $1", [roomId]);
    expect((await reserve(u.token, { check_in: D, check_out: addDays(D, 1) })).msg).toBe('该房型已截止预订');
    const detail = await call(t.app, '/api/ms.hotel/get_hotel_detail', { id: hotelId }, u.token);
    expect(detail.data.rooms[0]).toMatchObject({ state: 'closed', state_text: '已截止预订' });
    await t.db.query("UPDATE room_blocks SET cutoff_at = now() + interval '30 days' WHERE room_id = $1", [roomId]);
  });

  it('names the night that is full', async () => {
    const u = await newUser(t.db);
    const [suite] = await t.db.query<{ id: number }>("SELECT id FROM hotel_rooms WHERE hotel_id = $1 AND name = '行政套房'", [
      ticketHotelId,
    ]);
    await t.db.query('UPDATE hotels SET ticket_required = false WHERE id = $1', [ticketHotelId]);
    const res = await call(
      t.app,
      '/api/ms.hotel/submit_hotel_order',
      {
        hotel_id: ticketHotelId,
        room_id: suite.id,
        check_in: addDays(D, -2),
        check_out: addDays(D, 1),
        num: 2,
        guests: ['甲', '乙'],
        mobile: '13800000001',
      },
      u.token,
    );
    expect(res).toMatchObject({
      code: 0,
      msg: `${Number(addDays(D, -1).slice(5, 7))}月${Number(addDays(D, -1).slice(8))}日仅剩1间，请调整日期或房间数`,
    });
    await t.db.query('UPDATE hotels SET ticket_required = true WHERE id = $1', [ticketHotelId]);
  });

  it('sends a user without a paid ticket to buy one first when the hotel asks for it', async () => {
    const u = await newUser(t.db);
    const [room] = await t.db.query<{ id: number }>('SELECT id FROM hotel_rooms WHERE hotel_id = $1 ORDER BY sort LIMIT 1', [
      ticketHotelId,
    ]);
    const body = {
      hotel_id: ticketHotelId,
      room_id: room.id,
      check_in: D,
      check_out: addDays(D, 1),
      num: 1,
      guests: ['张三'],
      mobile: '13800000001',
    };
    expect(await call(t.app, '/api/ms.hotel/submit_hotel_order', body, u.token)).toMatchObject({
      code: 0,
      msg: '预订该酒店需先购买会议门票',
      data: { need_ticket: true, meeting_id: meetingId },
    });
    // The pages can say so before the booking: a visitor is not known, the user has no ticket yet.
    expect((await call(t.app, '/api/ms.hotel/get_hotel_detail', { id: ticketHotelId })).data).toMatchObject({
      ticket_required: true,
      has_ticket: null,
    });
    expect((await call(t.app, '/api/ms.hotel/get_hotel_detail', { id: ticketHotelId }, u.token)).data.has_ticket).toBe(false);
    expect((await call(t.app, '/api/ms.hotel/get_room_detail', { id: room.id }, u.token)).data).toMatchObject({
      ticket_required: true,
      has_ticket: false,
    });
    // A free ticket of the meeting is paid at once; with it, the room can be booked.
    const free = await t.db.query<{ id: number }>(
      "INSERT INTO stock_items (kind, ref, capacity) VALUES ('ticket', 'hotel-test-free', 10) RETURNING id",
    );
    const [ticket] = await t.db.query<{ id: number }>(
      "INSERT INTO ticket_types (meeting_id, name, price, stock_item_id) VALUES ($1, '免费票', 0, $2) RETURNING id",
      [meetingId, free[0].id],
    );
    expect((await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticket.id, applyers: people(1) })).data.status).toBe(
      'paid',
    );
    expect((await call(t.app, '/api/ms.hotel/get_hotel_detail', { id: ticketHotelId }, u.token)).data.has_ticket).toBe(true);
    expect((await call(t.app, '/api/ms.hotel/get_room_detail', { id: room.id }, u.token)).data.has_ticket).toBe(true);
    expect((await call(t.app, '/api/ms.hotel/submit_hotel_order', body, u.token)).code).toBe(1);
  });

  it('gives every night back when an unpaid reservation is cancelled or expires', async () => {
    const u = await newUser(t.db);
    const before = await leftByNight();
    const a = await reserve(u.token, { check_in: addDays(D, -2), check_out: addDays(D, 2), num: 2, guests: ['甲', '乙'] });
    const b = await reserve(u.token, { check_in: D, check_out: addDays(D, 2), num: 1 });
    expect((await call(t.app, '/api/ms.order/cancel_order', { order_sn: a.data.order_sn }, u.token)).code).toBe(1);
    await t.db.query("UPDATE orders SET expires_at = now() - interval '1 second' WHERE order_sn = $1", [b.data.order_sn]);
    await expireUnpaidOrders(t.db, t.app.config);
    expect(await leftByNight()).toEqual(before);
  });

  it('gives every night back when a transfer voucher waits for review longer than VOUCHER_REVIEW_HOURS', async () => {
    const u = await newUser(t.db);
    const before = await leftByNight();
    const { data } = await reserve(u.token, { check_in: addDays(D, -1), check_out: addDays(D, 1) });
    const image = await uploadPicture(t.app, u.token, 'voucher');
    expect(
      await call(t.app, '/api/wyms/meeting/meeting_apply/submit_pay_voucher', { order_sn: data.order_sn, image }, u.token),
    ).toMatchObject({ code: 1 });
    expect(await leftByNight()).not.toEqual(before);
    await t.db.query(
      "UPDATE pay_vouchers SET created_at = now() - interval '49 hours' WHERE order_id = (SELECT id FROM orders WHERE order_sn = $1)",
      [data.order_sn],
    );
    expect(await closeOverdueVoucherOrders(t.db, t.app.config)).toBe(1);
    expect(await leftByNight()).toEqual(before);
    const [message] = await t.db.query<{ content: string }>(
      "SELECT content FROM messages WHERE user_id = $1 AND title = '转账凭证审核超时，订单已关闭'",
      [u.id],
    );
    expect(message.content).toContain('预订的房间已释放');
  });

  it('refunds a paid reservation through the same flow, giving its nights back', async () => {
    const u = await newUser(t.db);
    const before = await leftByNight();
    const res = await reserve(u.token, { check_in: D, check_out: addDays(D, 2), num: 1 });
    const sn = res.data.order_sn;
    const image = await uploadPicture(t.app, u.token, 'voucher');
    await call(t.app, '/api/wyms/meeting/meeting_apply/submit_pay_voucher', { order_sn: sn, image }, u.token);
    await orderCommands.find((c) => c.name === 'approve-voucher')!.run(t.db, { order: sn });
    expect((await call(t.app, '/api/ms.order/apply_refund', { order_sn: sn, reason: '行程取消' }, u.token)).data.status).toBe('refunding');
    await orderCommands.find((c) => c.name === 'approve-refund')!.run(t.db, { order: sn });
    await orderCommands.find((c) => c.name === 'mark-refund-paid')!.run(t.db, { order: sn });
    expect((await call(t.app, '/api/ms.order/get_order_detail', { order_sn: sn }, u.token)).data.status).toBe('refunded');
    expect(await leftByNight()).toEqual(before);
  });

  it('never oversells a night: 100 reservations over overlapping stays on two instances', async () => {
    const [room] = await t.db.query<{ id: number }>('SELECT id FROM hotel_rooms WHERE hotel_id = $1 ORDER BY sort OFFSET 1 LIMIT 1', [
      hotelId,
    ]);
    const users = await Promise.all(Array.from({ length: 100 }, () => newUser(t.db)));
    const nights = [addDays(D, -2), addDays(D, -1), D, addDays(D, 1), addDays(D, 2)];
    const stays = users.map((_, i) => {
      const from = i % 4;
      const len = 1 + (i % 3);
      return { check_in: nights[from], check_out: addDays(nights[from], Math.min(len, 5 - from)), num: 1 + (i % 2) };
    });
    const results = await Promise.all(
      users.map((u, i) =>
        call(
          i % 2 ? second : t.app,
          '/api/ms.hotel/submit_hotel_order',
          {
            hotel_id: hotelId,
            room_id: room.id,
            ...stays[i],
            guests: Array.from({ length: stays[i].num }, (_, k) => `客人${k}`),
            mobile: '13800000001',
          },
          u.token,
        ),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const refused = results.flatMap((r, i) => (r.code === 0 ? [{ msg: r.msg, asked: stays[i].num }] : []));
    expect(refused.length).toBeGreaterThan(0);
    // A refusal names a full night, or one with fewer rooms left than were asked for (what it had at the lock).
    for (const { msg, asked } of refused) {
      const m = /(已满房|仅剩(\d+)间)，请调整日期或房间数$/.exec(msg);
      expect(m).not.toBeNull();
      if (m?.[2]) expect(Number(m[2])).toBeLessThan(asked);
    }
    const levels = await t.db.query<{ night: string; capacity: number; held: number; holds: number }>(
      `SELECT to_char(n.night, 'YYYY-MM-DD') AS night, s.capacity, s.held,
              (SELECT coalesce(sum(h.qty), 0)::int FROM stock_holds h WHERE h.item_id = s.id AND h.state = 'held') AS holds
         FROM block_nights n JOIN room_blocks b ON b.id = n.block_id JOIN stock_items s ON s.id = n.stock_item_id WHERE b.room_id = $1`,
      [room.id],
    );
    for (const l of levels) {
      expect(l.held).toBeLessThanOrEqual(l.capacity);
      expect(l.holds).toBe(l.held);
    }
    // Every accepted reservation holds every one of its nights, with its number of rooms.
    for (const [i, r] of results.entries()) {
      if (r.code !== 1) continue;
      const held = await t.db.query<{ qty: number }>(
        "SELECT h.qty FROM stock_holds h JOIN orders o ON 'order:' || o.id = h.owner WHERE o.order_sn = $1 AND h.state = 'held'",
        [r.data.order_sn],
      );
      const n = Math.round((Date.parse(stays[i].check_out) - Date.parse(stays[i].check_in)) / 86_400_000);
      expect(held.map((h) => h.qty)).toEqual(Array(n).fill(stays[i].num));
    }
  });

  it('lets a user see and change only their own hotel orders', async () => {
    const owner = await newUser(t.db);
    const res = await reserve(owner.token, { check_in: D, check_out: addDays(D, 1) });
    const stranger = await newUser(t.db);
    expect((await call(t.app, '/api/ms.order/get_order_detail', { order_sn: res.data.order_sn }, stranger.token)).msg).toBe('订单不存在');
    expect((await call(t.app, '/api/ms.order/cancel_order', { order_sn: res.data.order_sn }, stranger.token)).msg).toBe('订单不存在');
    expect((await call(t.app, '/api/ms.order/get_hotel_order_list', {}, stranger.token)).data.total).toBe(0);
    expect(
      (
        await call(t.app, '/api/ms.hotel/submit_hotel_order', {
          hotel_id: hotelId,
          room_id: roomId,
          check_in: D,
          check_out: addDays(D, 1),
          num: 1,
          guests: ['x'],
          mobile: '13800000001',
        })
      ).status,
    ).toBe(401);
  });
});

import { createTestApp, tokenFor, type TestApp } from './helpers/testApp';
import { call, meetingWithTicket, newUser, people, submitOrder } from './helpers/orders';
import { adminApi, adminCli, staffOf } from './helpers/admin';
import { paidOrder } from './helpers/consoleMeeting';
import { addDays } from '../src/features/hotel/blocks';
import { STALE_VERSION } from '../src/core';

type User = Awaited<ReturnType<typeof newUser>>;

/** The console's hotels and room blocks, coupon batches, messages and site settings, over HTTP on the real database. */
describe('admin console: hotels, coupons, messages and site settings', () => {
  let t: TestApp;
  let m: { meetingId: number; ticketId: number };
  let other: { meetingId: number; ticketId: number };
  let owner: User;
  let operator: User;
  let viewer: User;
  let platform: string;
  const first = addDays(new Date().toISOString().slice(0, 10), 10);
  const cutoff = new Date(Date.now() + 5 * 86_400_000).toISOString();

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    m = await meetingWithTicket(t.db, { price: 10000, stock: 100, limit: 5 });
    other = await meetingWithTicket(t.db);
    owner = await staffOf(t.db, m.meetingId, 'owner');
    operator = await staffOf(t.db, m.meetingId, 'operator');
    viewer = await staffOf(t.db, m.meetingId, 'viewer');
    const admin = await newUser(t.db);
    await adminCli(t.db, 'grant-admin', { mobile: admin.mobile });
    platform = await tokenFor(t.db, admin.mobile);
  }, 120_000);
  afterAll(() => t.close());

  const api = (method: string, url: string, token?: string, payload?: object, headers?: Record<string, string>) =>
    adminApi(t.app, method, url, token, payload, headers);
  const auditRows = () => t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log').then(([r]) => r.n);
  const hotelsOf = async (meetingId: number, token = owner.token) =>
    (await api('GET', `/api/admin/meetings/${meetingId}/hotels`, token)).data.list;

  /** A hotel with one room type of three nights (5 rooms at 300 yuan), made through the console. */
  async function hotelWithRoom(meetingId = m.meetingId, token = owner.token) {
    const hotel = await api('POST', `/api/admin/meetings/${meetingId}/hotels`, token, {
      name: ' 西湖国宾馆 ',
      star: 5,
      ticket_required: false,
    });
    expect(hotel).toMatchObject({ status: 200, code: 1, msg: '酒店已添加' });
    const room = await api('POST', `/api/admin/meetings/${meetingId}/hotels/${hotel.data.id}/rooms`, token, {
      name: '高级大床房',
      first_night: first,
      last_night: addDays(first, 2),
      cutoff_at: cutoff,
      allotment: 5,
      price: 30000,
    });
    expect(room).toMatchObject({ code: 1, msg: '房型已添加' });
    return { hotelId: hotel.data.id as number, roomId: room.data.id as number };
  }

  it('checks the caller before the body: 401 without a token, 403 with one message for a role without the right and a meeting that is not there', async () => {
    expect(await api('GET', `/api/admin/meetings/${m.meetingId}/hotels`)).toMatchObject({ status: 401 });
    const bad = { name: '' };
    const refused = [
      await api('POST', `/api/admin/meetings/${m.meetingId}/hotels`, operator.token, bad),
      await api('POST', `/api/admin/meetings/${m.meetingId}/hotels`, viewer.token, bad),
      await api('POST', `/api/admin/meetings/${other.meetingId}/hotels`, owner.token, bad),
      await api('POST', '/api/admin/meetings/999999/hotels', owner.token, bad),
      await api('POST', `/api/admin/meetings/${m.meetingId}/coupons`, viewer.token, bad),
      await api('POST', `/api/admin/meetings/${m.meetingId}/messages`, viewer.token, bad),
      await api('GET', '/api/admin/settings', owner.token),
      await api('PUT', '/api/admin/settings', owner.token, { changes: [] }),
    ];
    for (const r of refused) expect(r).toMatchObject({ status: 403, code: 0, msg: '无权访问' });
    expect(await api('GET', `/api/admin/meetings/${m.meetingId}/hotels`, viewer.token)).toMatchObject({ status: 200, code: 1 });
  });

  it('lets the owner require a paid ticket of the meeting for a hotel, audited; booking is then refused without one and taken with one', async () => {
    // A meeting of its own: the ticket and the booking made here are not the other tests' attendees and orders.
    const own = await meetingWithTicket(t.db);
    const itsOwner = await staffOf(t.db, own.meetingId, 'owner');
    const { hotelId, roomId } = await hotelWithRoom(own.meetingId, itsOwner.token);
    const booking = {
      hotel_id: hotelId,
      room_id: roomId,
      check_in: first,
      check_out: addDays(first, 1),
      num: 1,
      guests: JSON.stringify(['王建国']),
      mobile: '13912345678',
    };
    const set = await api('PATCH', `/api/admin/meetings/${own.meetingId}/hotels/${hotelId}`, itsOwner.token, {
      ticket_required: true,
      version: 1,
    });
    expect(set).toMatchObject({ code: 1, data: { ticket_required: true, version: 2 } });
    const [log] = await t.db.query('SELECT action, before, after FROM audit_log WHERE target = $1 ORDER BY id DESC LIMIT 1', [
      `hotel:${hotelId}`,
    ]);
    expect(log).toMatchObject({ action: 'hotel.update', before: { ticket_required: false }, after: { ticket_required: true, version: 2 } });
    expect((await call(t.app, '/api/ms.hotel/get_hotel_detail', { id: hotelId })).data).toMatchObject({ ticket_required: true });

    const refused = { code: 0, msg: '预订该酒店需先购买会议门票', data: { need_ticket: true, meeting_id: own.meetingId } };
    const guest = await newUser(t.db);
    expect(await call(t.app, '/api/ms.hotel/submit_hotel_order', booking, guest.token)).toMatchObject(refused);
    // A ticket of another meeting is not one of this meeting.
    const elsewhere = await paidOrder(t, other.meetingId, other.ticketId);
    expect(await call(t.app, '/api/ms.hotel/submit_hotel_order', booking, elsewhere.u.token)).toMatchObject(refused);
    const holder = await paidOrder(t, own.meetingId, own.ticketId);
    expect(await call(t.app, '/api/ms.hotel/submit_hotel_order', booking, holder.u.token)).toMatchObject({
      code: 1,
      data: { order_sn: expect.any(String) },
    });
  });

  it('lays out the grid of a new room type, and refuses bad input in Chinese with nothing changed', async () => {
    const { hotelId, roomId } = await hotelWithRoom();
    const hotel = (await hotelsOf(m.meetingId)).find((h: { id: number }) => h.id === hotelId);
    expect(hotel).toMatchObject({
      name: '西湖国宾馆',
      star: 5,
      version: 1,
      rooms: [{ id: roomId, name: '高级大床房', block: { first_night: first, last_night: addDays(first, 2), version: 1 } }],
    });
    expect(hotel.rooms[0].block.nights).toEqual(
      [0, 1, 2].map((i) => ({ night: addDays(first, i), allotment: 5, price: 30000, held: 0, sold: 0 })),
    );

    const rows = await auditRows();
    const before = await hotelsOf(m.meetingId);
    const block = hotel.rooms[0].block;
    const refusals: [object, string][] = [
      [
        { version: 1, cutoff_at: cutoff, nights: [{ night: first, allotment: -1, price: 30000 }] },
        `${Number(first.slice(5, 7))}月${Number(first.slice(8))}日的房量应为 0 到 10000 的整数`,
      ],
      [
        { version: 1, cutoff_at: cutoff, nights: [{ night: addDays(first, 5), allotment: 3, price: 30000 }] },
        `${Number(addDays(first, 5).slice(5, 7))}月${Number(addDays(first, 5).slice(8))}日不在该房型的可订日期内`,
      ],
      [{ version: 1, cutoff_at: 'soon', nights: [] }, '截止预订时间格式不正确'],
      [{ cutoff_at: cutoff, nights: [] }, '版本不能为空'],
    ];
    for (const [body, msg] of refusals)
      expect(await api('PUT', `/api/admin/meetings/${m.meetingId}/rooms/${roomId}/block`, owner.token, body)).toMatchObject({
        code: 0,
        msg,
      });
    expect(
      await api('POST', `/api/admin/meetings/${m.meetingId}/hotels/${hotelId}/rooms`, owner.token, {
        name: '套房',
        first_night: first,
        last_night: addDays(first, -1),
        cutoff_at: cutoff,
        allotment: 1,
        price: 1,
      }),
    ).toMatchObject({ code: 0, msg: '末晚不能早于首晚' });
    expect(await api('POST', `/api/admin/meetings/${m.meetingId}/hotels`, owner.token, { name: '酒店', star: 9 })).toMatchObject({
      code: 0,
      msg: '星级不能大于5',
    });
    expect(
      await api('PUT', `/api/admin/meetings/${m.meetingId}/rooms/${roomId + 1000}/block`, owner.token, {
        version: 1,
        cutoff_at: cutoff,
        nights: [],
      }),
    ).toMatchObject({ code: 0, msg: '房型不存在' });
    expect(await hotelsOf(m.meetingId)).toEqual(before);
    expect(await auditRows()).toBe(rows);
    expect(block.version).toBe(1);
  });

  it('changes allotments through the stock core, refuses one below held plus sold with the numbers, and keeps booked prices', async () => {
    const { hotelId, roomId } = await hotelWithRoom();
    const buyer = await newUser(t.db);
    const booked = await call(
      t.app,
      '/api/ms.hotel/submit_hotel_order',
      {
        hotel_id: hotelId,
        room_id: roomId,
        check_in: first,
        check_out: addDays(first, 1),
        num: 2,
        guests: ['张三', '李四'],
        mobile: '13800000001',
      },
      buyer.token,
    );
    expect(booked).toMatchObject({ code: 1 });
    const grid = async () => (await hotelsOf(m.meetingId)).find((h: { id: number }) => h.id === hotelId).rooms[0].block;
    expect((await grid()).nights[0]).toEqual({ night: first, allotment: 5, price: 30000, held: 2, sold: 0 });

    const rows = await auditRows();
    const day = `${Number(first.slice(5, 7))}月${Number(first.slice(8))}日`;
    const shrink = await api('PUT', `/api/admin/meetings/${m.meetingId}/rooms/${roomId}/block`, owner.token, {
      version: 1,
      cutoff_at: cutoff,
      nights: [
        { night: addDays(first, 1), allotment: 9, price: 30000 },
        { night: first, allotment: 1, price: 30000 },
      ],
    });
    expect(shrink).toMatchObject({ code: 0, msg: `${day}的房量不能少于已售出和已占用的 2 间（已售 0 间，待支付占用 2 间）` });
    expect((await grid()).nights.map((n: { allotment: number }) => n.allotment)).toEqual([5, 5, 5]);
    expect(await auditRows()).toBe(rows);

    const saved = await api('PUT', `/api/admin/meetings/${m.meetingId}/rooms/${roomId}/block`, owner.token, {
      version: 1,
      cutoff_at: cutoff,
      nights: [
        { night: first, allotment: 2, price: 45000 },
        { night: addDays(first, 1), allotment: 8, price: 30000 },
      ],
    });
    expect(saved).toMatchObject({ code: 1, msg: '房源已保存', data: { version: 2 } });
    expect((await grid()).nights.slice(0, 2)).toEqual([
      { night: first, allotment: 2, price: 45000, held: 2, sold: 0 },
      { night: addDays(first, 1), allotment: 8, price: 30000, held: 0, sold: 0 },
    ]);
    // The order keeps the price it was booked at.
    const [order] = await t.db.query<{ pay_amount: number; night_prices: unknown }>(
      'SELECT o.pay_amount, r.night_prices FROM orders o JOIN hotel_reservations r ON r.order_id = o.id WHERE o.order_sn = $1',
      [booked.data.order_sn],
    );
    expect(order.pay_amount).toBe(60000);
    const audits = await t.db.query<{ action: string; actor_user_id: number; before: any; after: any }>(
      'SELECT action, actor_user_id, before, after FROM audit_log WHERE target = $1 ORDER BY id',
      [`room_block:${(await grid()).id}`],
    );
    expect(audits.map((a) => a.action)).toEqual(['room_block.update', 'room_block.nights']);
    expect(audits[1]).toMatchObject({
      actor_user_id: owner.id,
      before: [
        { night: first, allotment: 5, price: 30000 },
        { night: addDays(first, 1), allotment: 5, price: 30000 },
      ],
    });
    // Full now for that night: the next buyer is told so.
    expect(
      (
        await call(
          t.app,
          '/api/ms.hotel/submit_hotel_order',
          {
            hotel_id: hotelId,
            room_id: roomId,
            check_in: first,
            check_out: addDays(first, 1),
            num: 1,
            guests: ['王五'],
            mobile: '13800000002',
          },
          (await newUser(t.db)).token,
        )
      ).code,
    ).toBe(0);
  });

  it('refuses a stale save with the newer record and changes nothing', async () => {
    const { hotelId, roomId } = await hotelWithRoom();
    expect(
      await api('PATCH', `/api/admin/meetings/${m.meetingId}/hotels/${hotelId}`, owner.token, { version: 1, phone: '0571-1234' }),
    ).toMatchObject({ code: 1, data: { version: 2, phone: '0571-1234' } });
    const stale = await api('PATCH', `/api/admin/meetings/${m.meetingId}/hotels/${hotelId}`, owner.token, {
      version: 1,
      phone: '0571-9999',
    });
    expect(stale).toMatchObject({ code: 0, msg: STALE_VERSION, data: { current: { version: 2, phone: '0571-1234' } } });
    expect(
      await api('PUT', `/api/admin/meetings/${m.meetingId}/rooms/${roomId}/block`, owner.token, {
        version: 1,
        cutoff_at: cutoff,
        nights: [],
      }),
    ).toMatchObject({ code: 1 });
    const rows = await auditRows();
    expect(
      await api('PUT', `/api/admin/meetings/${m.meetingId}/rooms/${roomId}/block`, owner.token, {
        version: 1,
        cutoff_at: cutoff,
        nights: [{ night: first, allotment: 1, price: 1 }],
      }),
    ).toMatchObject({ code: 0, msg: STALE_VERSION });
    const grid = (await hotelsOf(m.meetingId)).find((h: { id: number }) => h.id === hotelId).rooms[0].block;
    expect(grid.nights[0]).toMatchObject({ allotment: 5, price: 30000 });
    expect(await auditRows()).toBe(rows);
    // Another meeting's hotel is not this meeting's to edit.
    const foreign = await api('PATCH', `/api/admin/meetings/${m.meetingId}/hotels/999999`, owner.token, { version: 1, phone: '1' });
    expect(foreign).toMatchObject({ code: 0, msg: '酒店不存在' });
  });

  it('creates a coupon batch counted by the stock core, shows its usage, and a stopped batch can no longer be claimed', async () => {
    const now = Date.now();
    const body = {
      name: '早鸟满减券',
      amount: 5000,
      threshold: 20000,
      total: 3,
      per_user_limit: 1,
      claim_start: new Date(now - 60_000).toISOString(),
      claim_end: new Date(now + 86_400_000).toISOString(),
      valid_days: 30,
    };
    const rows = await auditRows();
    for (const [bad, msg] of [
      [{ ...body, amount: 0 }, '减免金额（分）不能小于1'],
      [{ ...body, claim_end: body.claim_start }, '领取结束时间须晚于开始时间'],
      [{ ...body, amount: 30000 }, '减免金额不能大于使用门槛'],
      [{ ...body, rate: 100 }, '折扣（百分比）不能大于99'],
    ] as const)
      expect(await api('POST', `/api/admin/meetings/${m.meetingId}/coupons`, operator.token, bad)).toMatchObject({ code: 0, msg });
    expect(await auditRows()).toBe(rows);

    const made = await api('POST', `/api/admin/meetings/${m.meetingId}/coupons`, operator.token, body);
    expect(made).toMatchObject({ code: 1, msg: '优惠券已创建' });
    const discount = await api('POST', `/api/admin/meetings/${m.meetingId}/coupons`, owner.token, {
      ...body,
      name: '八五折券',
      rate: 85,
      amount: 3000,
      threshold: 0,
    });
    expect(discount.code).toBe(1);
    const [item] = await t.db.query<{ kind: string; capacity: number }>(
      'SELECT s.kind, s.capacity FROM coupons c JOIN stock_items s ON s.id = c.stock_item_id WHERE c.id = $1',
      [made.data.id],
    );
    expect(item).toEqual({ kind: 'coupon', capacity: 3 });

    const u = await newUser(t.db);
    expect(await call(t.app, '/api/ms.coupon/obtain_coupon', { coupon_id: made.data.id }, u.token)).toMatchObject({ code: 1 });
    expect(await call(t.app, '/api/ms.coupon/obtain_coupon', { coupon_id: discount.data.id }, u.token)).toMatchObject({ code: 1 });
    // A 85% coupon on a 100-yuan order takes 15 yuan off; on a 1000-yuan one, its cap of 30.
    const choices = await call(t.app, '/api/ms.coupon/select_coupon', { meeting_id: m.meetingId, amount: 100000 }, u.token);
    expect(choices.data.list.map((c: { name: string; discount: number }) => [c.name, c.discount])).toEqual([
      ['早鸟满减券', 5000],
      ['八五折券', 3000],
    ]);
    expect(
      (await call(t.app, '/api/ms.coupon/select_coupon', { meeting_id: m.meetingId, amount: 10000 }, u.token)).data.list.find(
        (c: { name: string }) => c.name === '八五折券',
      ).discount,
    ).toBe(1500);

    const list = (await api('GET', `/api/admin/meetings/${m.meetingId}/coupons`, viewer.token)).data.list;
    const batch = list.find((c: { id: number }) => c.id === made.data.id);
    expect(batch).toMatchObject({ name: '早鸟满减券', total: 3, issued: 1, used: 0, remaining: 2, stopped_at: null, version: 1 });

    expect(
      await api('POST', `/api/admin/meetings/${m.meetingId}/coupons/${made.data.id}/stop`, operator.token, { version: 1 }),
    ).toMatchObject({ code: 1, msg: '已停止发放', data: { version: 2 } });
    expect(
      await api('POST', `/api/admin/meetings/${m.meetingId}/coupons/${made.data.id}/stop`, operator.token, { version: 2 }),
    ).toMatchObject({ code: 0, msg: '该优惠券已停止发放' });
    const late = await newUser(t.db);
    expect(await call(t.app, '/api/ms.coupon/obtain_coupon', { coupon_id: made.data.id }, late.token)).toMatchObject({
      code: 0,
      msg: '该优惠券已停止发放',
    });
    const claimable = await call(t.app, '/api/ms.coupon/get_meeting_coupon_list', { meeting_id: m.meetingId }, late.token);
    expect(claimable.data.list.map((c: { id: number }) => c.id)).not.toContain(made.data.id);
    const [closed] = await t.db.query<{ capacity: number; sold: number }>(
      'SELECT s.capacity, s.sold FROM coupons c JOIN stock_items s ON s.id = c.stock_item_id WHERE c.id = $1',
      [made.data.id],
    );
    expect(closed).toEqual({ capacity: 1, sold: 1 });
    const audits = await t.db.query<{ action: string }>('SELECT action FROM audit_log WHERE target = $1 ORDER BY id', [
      `coupon:${made.data.id}`,
    ]);
    expect(audits.map((a) => a.action)).toEqual(['coupon.create', 'coupon.stop']);
  });

  it('sends a message to exactly the unpaid, once per Idempotency-Key, shown under 消息 at once and audited', async () => {
    const paid = await paidOrder(t, m.meetingId, m.ticketId);
    const unpaid = await newUser(t.db);
    expect((await submitOrder(t.app, unpaid.token, { meeting_id: m.meetingId, ticket_id: m.ticketId, applyers: people(1) })).code).toBe(1);
    const elsewhere = await newUser(t.db);
    expect(
      (await submitOrder(t.app, elsewhere.token, { meeting_id: other.meetingId, ticket_id: other.ticketId, applyers: people(1) })).code,
    ).toBe(1);
    // Unpaid orders of this meeting: the hotel buyer of the earlier test and this one.
    const expected = (
      await t.db.query<{ user_id: number }>(
        "SELECT DISTINCT user_id FROM orders WHERE meeting_id = $1 AND status = 'unpaid' ORDER BY user_id",
        [m.meetingId],
      )
    ).map((r) => r.user_id);
    expect(expected).toContain(unpaid.id);

    expect((await api('GET', `/api/admin/meetings/${m.meetingId}/messages/audience?audience=unpaid`, operator.token)).data).toEqual({
      count: expected.length,
    });
    const body = { audience: 'unpaid', title: '请尽快完成支付', content: '您的报名订单尚未支付，名额保留至今晚。' };
    const headers = { 'idempotency-key': 'broadcast-unpaid-0001' };
    const sent = await api('POST', `/api/admin/meetings/${m.meetingId}/messages`, operator.token, body, headers);
    expect(sent).toMatchObject({ code: 1, msg: `已发送给 ${expected.length} 人`, data: { sent: expected.length } });
    expect(await api('POST', `/api/admin/meetings/${m.meetingId}/messages`, operator.token, body, headers)).toMatchObject({
      code: 1,
      data: { sent: expected.length },
    });

    const got = await t.db.query<{ user_id: number }>('SELECT user_id FROM messages WHERE title = $1 ORDER BY user_id', [body.title]);
    expect(got.map((r) => r.user_id)).toEqual(expected);
    const inbox = await call(t.app, '/api/ms.message/get_message_list', {}, unpaid.token);
    expect(inbox.data.data[0]).toMatchObject({ title: body.title, content: body.content, is_read: false });
    expect(
      (await call(t.app, '/api/ms.message/get_message_list', {}, paid.u.token)).data.data.map((x: { title: string }) => x.title),
    ).not.toContain(body.title);

    const history = (await api('GET', `/api/admin/meetings/${m.meetingId}/messages`, owner.token)).data.list;
    expect(history[0]).toMatchObject({ audience: 'unpaid', title: body.title, sent: expected.length });
    const rows = await auditRows();
    for (const [bad, msg] of [
      [{ ...body, title: '  ' }, '标题不能为空'],
      [{ ...body, audience: 'ticket_type' }, '请选择票种'],
      [{ ...body, audience: 'ticket_type', ticket_type_id: other.ticketId }, '票种不存在'],
      [{ ...body, audience: 'everyone' }, '发送对象取值不正确'],
    ] as const)
      expect(await api('POST', `/api/admin/meetings/${m.meetingId}/messages`, operator.token, bad)).toMatchObject({ code: 0, msg });
    expect(await auditRows()).toBe(rows);

    const toTicket = await api('POST', `/api/admin/meetings/${m.meetingId}/messages`, owner.token, {
      audience: 'ticket_type',
      ticket_type_id: m.ticketId,
      title: '会议须知',
      content: '请携带电子票入场。',
    });
    expect(toTicket).toMatchObject({ code: 1, data: { sent: 1 } });
    expect((await call(t.app, '/api/ms.message/get_message_list', {}, paid.u.token)).data.data[0]).toMatchObject({ title: '会议须知' });
  });

  it('lets a platform admin change the site settings, shown on the attendee site at once; a stale one is refused', async () => {
    const settings = (await api('GET', '/api/admin/settings', platform)).data.list;
    const versionOf = (key: string) => settings.find((s: { key: string }) => s.key === key).version;
    const saved = await api('PUT', '/api/admin/settings', platform, {
      changes: [
        { key: 'theme_colors', value: '#0a7d5a', version: versionOf('theme_colors') },
        { key: 'agreement', value: '<p>协议<script>alert(1)</script></p>', version: versionOf('agreement') },
        { key: 'bank_account', value: '6222 0000 1111', version: versionOf('bank_account') },
      ],
    });
    expect(saved).toMatchObject({ code: 1, msg: '设置已保存' });
    expect((await t.app.inject({ method: 'GET', url: '/api/wyms/config/config' })).json().data.theme_colors).toBe('#0a7d5a');
    expect((await t.app.inject({ method: 'GET', url: '/api/wyms/config/agreement' })).json().data.content).toBe('<p>协议</p>');

    const rows = await auditRows();
    expect(
      await api('PUT', '/api/admin/settings', platform, {
        changes: [{ key: 'theme_colors', value: '#112233', version: versionOf('theme_colors') }],
      }),
    ).toMatchObject({ code: 0, msg: STALE_VERSION, data: { current: { value: '#0a7d5a' } } });
    expect(
      await api('PUT', '/api/admin/settings', platform, {
        changes: [{ key: 'theme_colors', value: 'green', version: versionOf('theme_colors') + 1 }],
      }),
    ).toMatchObject({ code: 0, msg: '主题色应为 #RRGGBB 格式，如 #675643' });
    expect(await api('PUT', '/api/admin/settings', platform, { changes: [{ key: 'secret', value: 'x', version: 0 }] })).toMatchObject({
      code: 0,
      msg: '不支持的设置项 secret',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/wyms/config/config' })).json().data.theme_colors).toBe('#0a7d5a');
    expect(await auditRows()).toBe(rows);
    const [audit] = await t.db.query<{ before: any; after: any }>(
      "SELECT before, after FROM audit_log WHERE target = 'setting:bank_account' ORDER BY id DESC LIMIT 1",
    );
    expect(audit).toMatchObject({ before: { value: '' }, after: { value: '6222 0000 1111' } });
  });
});

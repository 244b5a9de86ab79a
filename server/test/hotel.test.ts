import { createTestApp, type TestApp } from './helpers/testApp';
import { insertMeeting } from './helpers/meetingRows';
import { seedHotels } from '../src/features/hotel/seed';
import { defaultStay } from '../src/features/hotel/blocks';

// A fresh database (and for some files the demo data) takes seconds on a busy machine.
const SETUP_MS = 30000;

const post = (t: TestApp, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/ms.hotel/${url}`, payload }).then((r) => r.json());

describe('hotel API', () => {
  let t: TestApp;
  let first: number; // a meeting with 3 demo hotels
  let second: number; // and a one-day one
  beforeAll(async () => {
    // No demo data: this file controls which meetings exist.
    t = await createTestApp({ seed: false });
  }, SETUP_MS);
  afterAll(() => t.close());

  it('seeds no hotels while there are no meetings, then 3 per meeting with a block over its nights', async () => {
    await seedHotels(t.db);
    expect(await t.db.query('SELECT 1 FROM hotels')).toHaveLength(0);

    first = await insertMeeting(t.db, { title: '数字经济大会', start: '2030-06-12T01:00:00Z', end: '2030-06-14T09:00:00Z' });
    second = await insertMeeting(t.db, { title: '医学年会', start: '2030-09-01T01:00:00Z', end: '2030-09-01T09:00:00Z' });
    await seedHotels(t.db);
    const perMeeting = await t.db.query<{ meeting_id: number; n: number }>(
      'SELECT meeting_id, count(*)::int AS n FROM hotels GROUP BY meeting_id ORDER BY meeting_id',
    );
    expect(perMeeting).toEqual([
      { meeting_id: first, n: 3 },
      { meeting_id: second, n: 3 },
    ]);
    const rooms = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM hotel_rooms GROUP BY hotel_id');
    expect(rooms.every((r) => r.n >= 2 && r.n <= 4)).toBe(true);

    // The meeting's nights (from the eve of its first day to the eve of its last, Shanghai dates) plus one
    // night before and one after; a one-day meeting: the night before, with its neighbours.
    const nights = await t.db.query<{ meeting_id: number; nights: string[] }>(
      `SELECT h.meeting_id, array_agg(DISTINCT to_char(n.night, 'YYYY-MM-DD') ORDER BY to_char(n.night, 'YYYY-MM-DD')) AS nights
         FROM block_nights n JOIN room_blocks b ON b.id = n.block_id JOIN hotel_rooms r ON r.id = b.room_id JOIN hotels h ON h.id = r.hotel_id
        GROUP BY h.meeting_id ORDER BY h.meeting_id`,
    );
    expect(nights).toEqual([
      { meeting_id: first, nights: ['2030-06-10', '2030-06-11', '2030-06-12', '2030-06-13', '2030-06-14'] },
      { meeting_id: second, nights: ['2030-08-30', '2030-08-31', '2030-09-01'] },
    ]);
    // One hotel of each meeting asks for a ticket first.
    const ticketed = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM hotels WHERE ticket_required GROUP BY meeting_id');
    expect(ticketed.map((x) => x.n)).toEqual([1, 1]);
    const [names] = await t.db.query<{ names: string[] }>('SELECT array_agg(name) AS names FROM hotels');
    expect(names.names.every((n) => /^杭州.+(酒店|饭店)$/.test(n))).toBe(true);
  });

  it('serves the hotel pictures it refers to in pixels, and each as its SVG drawing too', async () => {
    const [{ urls }] = await t.db.query<{ urls: string[] }>(
      'SELECT array_agg(DISTINCT u) AS urls FROM (SELECT cover AS u FROM hotels UNION SELECT unnest(images) FROM hotels UNION SELECT cover FROM hotel_rooms) x',
    );
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) {
      const res = await t.app.inject({ url, headers: { accept: 'image/webp,*/*' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      const jpeg = await t.app.inject({ url, headers: { accept: 'image/*' } });
      expect([jpeg.headers['content-type'], ...jpeg.rawPayload.subarray(0, 2)]).toEqual(['image/jpeg', 0xff, 0xd8]);
      const drawing = await t.app.inject(`${url}.svg`);
      expect(drawing.headers['content-type']).toContain('image/svg+xml');
      expect(drawing.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    for (const name of ['facade-99.svg', 'facade-99', 'facade-1.png', 'facade-1.svg.svg'])
      expect((await t.app.inject(`/files/hotel/${name}`)).statusCode).toBe(404);
    expect((await t.app.inject('/files/hotel/..%2Fsecret.svg')).statusCode).toBe(404);
  });

  it("lists a meeting's hotels page by page, with the lowest room price and the meeting", async () => {
    const p1 = await post(t, 'get_hotel_list', { meeting_id: first, page: 1, limit: 2 });
    expect(p1).toMatchObject({
      code: 1,
      data: { total: 3, per_page: 2, current_page: 1, last_page: 2, meeting: { id: first, title: '数字经济大会' } },
    });
    expect(p1.data.data).toHaveLength(2);
    const p2 = await post(t, 'get_hotel_list', { meeting_id: first, page: 2, limit: 2 });
    expect(p2.data.data).toHaveLength(1);
    const ids = [...p1.data.data, ...p2.data.data].map((h: { id: number }) => h.id);
    expect(new Set(ids).size).toBe(3);

    const hotel = p1.data.data[0];
    expect(hotel).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      star: expect.any(Number),
      cover: expect.stringMatching(/^\/files\/hotel\/facade-\d$/),
      address: expect.stringContaining('杭州市'),
      distance: expect.any(Number),
      ticket_required: expect.any(Boolean),
      min_price: expect.any(Number),
      rooms_left: expect.any(Number),
      available: true,
      state: 'available',
    });
    const [{ min }] = await t.db.query<{ min: number }>(
      'SELECT min(n.price) AS min FROM block_nights n JOIN room_blocks b ON b.id = n.block_id JOIN hotel_rooms r ON r.id = b.room_id WHERE r.hotel_id = $1',
      [hotel.id],
    );
    expect(hotel.min_price).toBe(min);
  });

  it('takes form-encoded bodies, as the app sends them, and defaults to 10 a page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ms.hotel/get_hotel_list',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `meeting_id=${second}`,
    });
    expect(res.json()).toMatchObject({ code: 1, data: { total: 3, per_page: 10, current_page: 1 } });
  });

  it('names the field of bad input and says when a meeting does not exist', async () => {
    expect(await post(t, 'get_hotel_list', {})).toMatchObject({ code: 0, msg: '会议ID不能为空' });
    expect(await post(t, 'get_hotel_list', { meeting_id: 'abc' })).toMatchObject({ code: 0, msg: '会议ID应为整数' });
    expect(await post(t, 'get_hotel_list', { meeting_id: first, limit: 500 })).toMatchObject({ code: 0, msg: '每页数量不能大于50' });
    expect(await post(t, 'get_hotel_list', { meeting_id: first, page: 0 })).toMatchObject({ code: 0, msg: '页码不能小于1' });
    expect(await post(t, 'get_hotel_list', { meeting_id: 999999 })).toMatchObject({ code: 0, msg: '会议不存在', data: null });
    const hidden = await insertMeeting(t.db, { title: '未发布的会议', published: false });
    expect(await post(t, 'get_hotel_list', { meeting_id: hidden })).toMatchObject({ code: 0, msg: '会议不存在' });
  });

  it("gives a hotel's detail with its room types: first night's price and the fewest rooms left over the chosen nights", async () => {
    const [{ id }] = await t.db.query<{ id: number }>('SELECT id FROM hotels WHERE meeting_id = $1 ORDER BY sort LIMIT 1', [first]);
    const res = await post(t, 'get_hotel_detail', { id, check_in: '2030-06-11', check_out: '2030-06-13' });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({
      id,
      meeting_id: first,
      meeting_title: '数字经济大会',
      check_in_time: '14:00',
      ticket_required: true,
      check_in: '2030-06-11',
    });
    expect(res.data.images.length).toBeGreaterThan(1);
    expect(res.data.facilities.length).toBeGreaterThan(1);
    expect(res.data.rooms.length).toBeGreaterThan(1);
    for (const room of res.data.rooms) {
      const [stock] = await t.db.query<{ first: number; min: number; sum: number }>(
        `SELECT (array_agg(n.price ORDER BY n.night))[1] AS first, min(s.capacity - s.held - s.sold)::int AS min, sum(n.price)::int AS sum
           FROM block_nights n JOIN room_blocks b ON b.id = n.block_id JOIN stock_items s ON s.id = n.stock_item_id
          WHERE b.room_id = $1 AND n.night >= '2030-06-11' AND n.night < '2030-06-13'`,
        [room.id],
      );
      expect(room).toMatchObject({ price: stock.first, stock: stock.min, nights: 2, total_price: stock.sum, state: 'available' });
    }
    // The conference hotel's suites are almost gone: one room on the busiest night.
    expect(res.data.rooms.find((r: { name: string }) => r.name === '行政套房').stock).toBe(1);
    // Without dates: the whole bookable window.
    const whole = await post(t, 'get_hotel_detail', { id });
    expect(whole.data.rooms[0]).toMatchObject({ check_in: '2030-06-10', check_out: '2030-06-15', nights: 5 });
    // Dates outside a block say so per room; bad dates are refused.
    const outside = await post(t, 'get_hotel_detail', { id, check_in: '2030-06-01', check_out: '2030-06-03' });
    expect(outside.data.rooms[0]).toMatchObject({
      stock: 0,
      state: 'out_of_range',
      state_text: '所选日期超出可预订范围，可入住6月10日至6月14日的夜晚',
    });
    expect(await post(t, 'get_hotel_detail', { id, check_in: '2030-06-12', check_out: '2030-06-11' })).toMatchObject({
      code: 0,
      msg: '离店日期须晚于入住日期',
    });
    expect(await post(t, 'get_hotel_detail', { id, check_in: '2030-06-12' })).toMatchObject({ code: 0, msg: '请同时选择入住和离店日期' });
    expect(await post(t, 'get_hotel_detail', { id, check_in: '2030-02-30', check_out: '2030-03-02' })).toMatchObject({
      code: 0,
      msg: '请选择有效的入住和离店日期',
    });
  });

  it('gives one room type with its window and price and rooms left night by night', async () => {
    const [room] = await t.db.query<{ id: number; hotel_id: number }>('SELECT id, hotel_id FROM hotel_rooms ORDER BY id LIMIT 1');
    const res = await post(t, 'get_room_detail', { id: room.id });
    expect(res.data).toMatchObject({
      id: room.id,
      hotel_id: room.hotel_id,
      description: expect.any(String),
      block: {
        first_night: '2030-06-10',
        last_night: '2030-06-14',
        max_nights: 5,
        max_rooms: 5,
        default_stay: { check_in: '2030-06-10', check_out: '2030-06-15' },
      },
    });
    expect(res.data.nights.map((n: { night: string }) => n.night)).toEqual([
      '2030-06-10',
      '2030-06-11',
      '2030-06-12',
      '2030-06-13',
      '2030-06-14',
    ]);
    // The meeting's own nights cost more and have more rooms than the extra nights.
    expect(res.data.nights[1].price).toBeGreaterThan(res.data.nights[0].price);
    expect(res.data.nights[1].left).toBeGreaterThan(res.data.nights[0].left);
  });

  it('shows a meeting under way from today on when no dates are chosen, never a night already past', () => {
    const block = { first_night: '2030-06-10', last_night: '2030-06-14', max_nights: 3 };
    expect(defaultStay(block, '2030-06-01')).toEqual({ check_in: '2030-06-10', check_out: '2030-06-13' });
    expect(defaultStay(block, '2030-06-12')).toEqual({ check_in: '2030-06-12', check_out: '2030-06-15' });
    expect(defaultStay(block, '2030-06-14')).toEqual({ check_in: '2030-06-14', check_out: '2030-06-15' });
    // After the window there is nothing ahead: the window itself (the room then says it cannot be booked).
    expect(defaultStay(block, '2030-06-20')).toEqual({ check_in: '2030-06-10', check_out: '2030-06-13' });
  });

  it('says when a hotel or a room does not exist, or is not published', async () => {
    expect(await post(t, 'get_hotel_detail', { id: 999999 })).toMatchObject({ code: 0, msg: '酒店不存在' });
    expect(await post(t, 'get_hotel_detail', {})).toMatchObject({ code: 0, msg: '酒店ID不能为空' });
    expect(await post(t, 'get_room_detail', { id: 999999 })).toMatchObject({ code: 0, msg: '房型不存在' });
    expect(await post(t, 'get_room_detail', { id: 'x' })).toMatchObject({ code: 0, msg: '房型ID应为整数' });
    const [hotel] = await t.db.query<{ id: number }>(
      'UPDATE hotels SET published = false WHERE meeting_id = $1 AND sort = 2 RETURNING id',
      [first],
    );
    expect(await post(t, 'get_hotel_detail', { id: hotel.id })).toMatchObject({ code: 0, msg: '酒店不存在' });
    expect((await post(t, 'get_hotel_list', { meeting_id: first })).data.total).toBe(2);
  });

  it("says why a hotel has no rooms for the meeting's nights: sold out, or closed after every cut-off or without a window", async () => {
    const states = async () =>
      Object.fromEntries(
        (await post(t, 'get_hotel_list', { meeting_id: second })).data.data.map(
          (h: { id: number; state: string; rooms_left: number; available: boolean }) => [h.id, [h.state, h.rooms_left > 0, h.available]],
        ),
      );
    const [full, late, open] = (
      await t.db.query<{ id: number }>('SELECT id FROM hotels WHERE meeting_id = $1 ORDER BY sort', [second])
    ).map((h) => h.id);
    const blocksOf = (hotel: number) =>
      `SELECT b.id FROM room_blocks b JOIN hotel_rooms r ON r.id = b.room_id WHERE r.hotel_id = ${Number(hotel)}`;
    expect(await states()).toEqual({
      [full]: ['available', true, true],
      [late]: ['available', true, true],
      [open]: ['available', true, true],
    });

    // Every room of the meeting's night (8月31日) taken: sold out, though the nights around it still have rooms.
    await t.db.query(
      `UPDATE stock_items s SET held = s.capacity - s.sold FROM block_nights n WHERE n.stock_item_id = s.id AND n.night = '2030-08-31' AND n.block_id IN (${blocksOf(full)})`,
    );
    // Past the cut-off of every block: closed.
    await t.db.query(`UPDATE room_blocks SET cutoff_at = now() - interval '1 minute' WHERE id IN (${blocksOf(late)})`);
    expect(await states()).toEqual({
      [full]: ['sold_out', false, false],
      [late]: ['closed', false, false],
      [open]: ['available', true, true],
    });

    // One room type past its cut-off and the others full: sold out, since an open block could still free a room.
    const [first, ...others] = (await t.db.query<{ id: number }>(`${blocksOf(open)} ORDER BY b.id`)).map((b) => b.id);
    await t.db.query("UPDATE room_blocks SET cutoff_at = now() - interval '1 minute' WHERE id = $1", [first]);
    await t.db.query(
      'UPDATE stock_items s SET held = s.capacity - s.sold FROM block_nights n WHERE n.stock_item_id = s.id AND n.block_id = ANY($1::int[])',
      [others],
    );
    expect((await states())[open]).toEqual(['sold_out', false, false]);
    // No open block has a night of the meeting: closed.
    await t.db.query('UPDATE block_nights SET night = night + 30 WHERE block_id = ANY($1::int[])', [others]);
    expect((await states())[open]).toEqual(['closed', false, false]);
  });

  it('cannot oversell a night or un-book below zero: the database refuses', async () => {
    const [night] = await t.db.query<{ stock_item_id: number }>('SELECT stock_item_id FROM block_nights LIMIT 1');
    await expect(t.db.query('UPDATE stock_items SET sold = capacity + 1 WHERE id = $1', [night.stock_item_id])).rejects.toThrow(/check/i);
    await expect(t.db.query('UPDATE stock_items SET held = -1 WHERE id = $1', [night.stock_item_id])).rejects.toThrow(/check/i);
  });
});

import { createTestApp, type TestApp } from './helpers/testApp';
import { insertMeeting } from './helpers/meetingRows';
import { seedHotels } from '../src/features/hotel/seed';

// A fresh database (and for some files the demo data) takes seconds on a busy machine.
const SETUP_MS = 30000;

const post = (t: TestApp, url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/ms.hotel/${url}`, payload }).then((r) => r.json());

describe('hotel API', () => {
  let t: TestApp;
  let first: number; // a meeting with 3 demo hotels
  let second: number; // and one with 2
  beforeAll(async () => {
    // No demo data: this file controls which meetings exist.
    t = await createTestApp({ seed: false });
  }, SETUP_MS);
  afterAll(() => t.close());

  it('seeds no hotels while there are no meetings, then 2-3 per meeting with stock for its nights', async () => {
    await seedHotels(t.db);
    expect(await t.db.query('SELECT 1 FROM hotels')).toHaveLength(0);

    first = await insertMeeting(t.db, { title: '数字经济大会', start: '2030-06-12T01:00:00Z', end: '2030-06-14T09:00:00Z' });
    second = await insertMeeting(t.db, { title: '医学年会', start: '2030-09-01T01:00:00Z', end: '2030-09-01T09:00:00Z' });
    await seedHotels(t.db);
    const perMeeting = await t.db.query<{ meeting_id: number; n: number }>('SELECT meeting_id, count(*)::int AS n FROM hotels GROUP BY meeting_id ORDER BY meeting_id');
    expect(perMeeting).toEqual([{ meeting_id: first, n: 3 }, { meeting_id: second, n: 2 }]);

    // Nights from the day before the meeting to its last day (Shanghai dates); a one-day meeting: the night before.
    const nights = await t.db.query<{ meeting_id: number; nights: string[] }>(
      `SELECT h.meeting_id, array_agg(DISTINCT to_char(n.night, 'YYYY-MM-DD') ORDER BY to_char(n.night, 'YYYY-MM-DD')) AS nights
         FROM hotel_room_nights n JOIN hotel_rooms r ON r.id = n.room_id JOIN hotels h ON h.id = r.hotel_id GROUP BY h.meeting_id ORDER BY h.meeting_id`,
    );
    expect(nights).toEqual([
      { meeting_id: first, nights: ['2030-06-11', '2030-06-12', '2030-06-13'] },
      { meeting_id: second, nights: ['2030-08-31'] },
    ]);
    const [names] = await t.db.query<{ names: string[] }>('SELECT array_agg(name) AS names FROM hotels');
    expect(names.names.every((n) => /^杭州.+(酒店|饭店)$/.test(n))).toBe(true);
  });

  it('serves the hotel pictures it refers to, drawn as SVG', async () => {
    const [{ urls }] = await t.db.query<{ urls: string[] }>(
      'SELECT array_agg(DISTINCT u) AS urls FROM (SELECT cover AS u FROM hotels UNION SELECT unnest(images) FROM hotels UNION SELECT cover FROM hotel_rooms) x',
    );
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    expect((await t.app.inject('/files/hotel/facade-99.svg')).statusCode).toBe(404);
    expect((await t.app.inject('/files/hotel/..%2Fsecret.svg')).statusCode).toBe(404);
  });

  it('lists a meeting\'s hotels page by page, with the lowest room price and the meeting', async () => {
    const p1 = await post(t, 'get_hotel_list', { meeting_id: first, page: 1, limit: 2 });
    expect(p1).toMatchObject({ code: 1, data: { total: 3, per_page: 2, current_page: 1, last_page: 2, meeting: { id: first, title: '数字经济大会' } } });
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
      cover: expect.stringMatching(/^\/files\/hotel\/facade-\d\.svg$/),
      address: expect.stringContaining('杭州市'),
      distance: expect.any(Number),
      min_price: expect.any(Number),
    });
    const [{ min }] = await t.db.query<{ min: number }>('SELECT min(price) AS min FROM hotel_rooms WHERE hotel_id = $1', [hotel.id]);
    expect(hotel.min_price).toBe(min);
  });

  it('takes form-encoded bodies, as the app sends them, and defaults to 10 a page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ms.hotel/get_hotel_list',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `meeting_id=${second}`,
    });
    expect(res.json()).toMatchObject({ code: 1, data: { total: 2, per_page: 10, current_page: 1 } });
  });

  it('names the field of bad input and says when a meeting does not exist', async () => {
    expect(await post(t, 'get_hotel_list', {})).toMatchObject({ code: 0, msg: '会议ID不能为空' });
    expect(await post(t, 'get_hotel_list', { meeting_id: 'abc' })).toMatchObject({ code: 0, msg: '会议ID格式不正确' });
    expect(await post(t, 'get_hotel_list', { meeting_id: first, limit: 500 })).toMatchObject({ code: 0, msg: '每页数量不能大于50' });
    expect(await post(t, 'get_hotel_list', { meeting_id: first, page: 0 })).toMatchObject({ code: 0, msg: '页码不能小于1' });
    expect(await post(t, 'get_hotel_list', { meeting_id: 999999 })).toMatchObject({ code: 0, msg: '会议不存在', data: null });
    const hidden = await insertMeeting(t.db, { title: '未发布的会议', published: false });
    expect(await post(t, 'get_hotel_list', { meeting_id: hidden })).toMatchObject({ code: 0, msg: '会议不存在' });
  });

  it('gives a hotel\'s detail with its room types, prices and the rooms left on every night', async () => {
    const [{ id }] = await t.db.query<{ id: number }>('SELECT id FROM hotels WHERE meeting_id = $1 ORDER BY sort LIMIT 1', [first]);
    const res = await post(t, 'get_hotel_detail', { id });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ id, meeting_id: first, meeting_title: '数字经济大会', check_in_time: '14:00' });
    expect(res.data.images.length).toBeGreaterThan(1);
    expect(res.data.facilities.length).toBeGreaterThan(1);
    expect(res.data.rooms.length).toBeGreaterThan(1);
    for (const room of res.data.rooms) {
      const [stock] = await t.db.query<{ min: number; n: number; full: number }>(
        'SELECT min(total - booked)::int AS min, count(*)::int AS n, count(*) FILTER (WHERE booked >= total)::int AS full FROM hotel_room_nights WHERE room_id = $1',
        [room.id],
      );
      expect(room).toMatchObject({ price: expect.any(Number), remaining: stock.min, night_count: stock.n, sold_out_nights: stock.full });
    }
    // The demo data sells out one night of the first hotel's suites.
    expect(res.data.rooms.some((r: { sold_out_nights: number }) => r.sold_out_nights > 0)).toBe(true);
  });

  it('gives one room type with its stock night by night', async () => {
    const [room] = await t.db.query<{ id: number; hotel_id: number }>('SELECT id, hotel_id FROM hotel_rooms ORDER BY id LIMIT 1');
    await t.db.query("UPDATE hotel_room_nights SET booked = 5, total = 20 WHERE room_id = $1 AND night = '2030-06-12'", [room.id]);
    const res = await post(t, 'get_room_detail', { id: room.id });
    expect(res.data).toMatchObject({ id: room.id, hotel_id: room.hotel_id, description: expect.any(String) });
    expect(res.data.nights.map((n: { night: string }) => n.night)).toEqual(['2030-06-11', '2030-06-12', '2030-06-13']);
    expect(res.data.nights[1]).toEqual({ night: '2030-06-12', total: 20, booked: 5, remaining: 15 });
  });

  it('says when a hotel or a room does not exist, or is not published', async () => {
    expect(await post(t, 'get_hotel_detail', { id: 999999 })).toMatchObject({ code: 0, msg: '酒店不存在' });
    expect(await post(t, 'get_hotel_detail', {})).toMatchObject({ code: 0, msg: '酒店ID不能为空' });
    expect(await post(t, 'get_room_detail', { id: 999999 })).toMatchObject({ code: 0, msg: '房型不存在' });
    expect(await post(t, 'get_room_detail', { id: 'x' })).toMatchObject({ code: 0, msg: '房型ID格式不正确' });
    const [hotel] = await t.db.query<{ id: number }>('UPDATE hotels SET published = false WHERE meeting_id = $1 AND sort = 2 RETURNING id', [first]);
    expect(await post(t, 'get_hotel_detail', { id: hotel.id })).toMatchObject({ code: 0, msg: '酒店不存在' });
    expect((await post(t, 'get_hotel_list', { meeting_id: first })).data.total).toBe(2);
  });

  it('cannot oversell a night or un-book below zero: the database refuses', async () => {
    const [night] = await t.db.query<{ room_id: number; night: string }>('SELECT room_id, night FROM hotel_room_nights LIMIT 1');
    await expect(t.db.query('UPDATE hotel_room_nights SET booked = total + 1 WHERE room_id = $1 AND night = $2', [night.room_id, night.night])).rejects.toThrow(/check/i);
    await expect(t.db.query('UPDATE hotel_room_nights SET booked = -1 WHERE room_id = $1 AND night = $2', [night.room_id, night.night])).rejects.toThrow(/check/i);
  });
});

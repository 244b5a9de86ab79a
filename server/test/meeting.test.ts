import { createTestApp, type TestApp } from './helpers/testApp';

/** The visitor's meeting calls, on the demo data. */
describe('meeting API', () => {
  let t: TestApp;
  const get = async (url: string) => (await t.app.inject(url)).json();
  let ids: Record<'ongoing' | 'upcoming' | 'ended', number[]>;

  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.db.query<{ id: number; status: string }>(
      `SELECT id, CASE WHEN now() < start_at THEN 'upcoming' WHEN now() <= end_at THEN 'ongoing' ELSE 'ended' END AS status FROM meetings ORDER BY id`,
    );
    ids = { ongoing: [], upcoming: [], ended: [] };
    for (const r of rows) ids[r.status as keyof typeof ids].push(r.id);
  }, 60_000);
  afterAll(() => t.close());

  const demo = () => ids.ongoing[0];

  it('seeds one ongoing, two upcoming and one ended meeting', () => {
    expect(ids.ongoing).toHaveLength(1);
    expect(ids.upcoming).toHaveLength(2);
    expect(ids.ended).toHaveLength(1);
  });

  it('lists meetings by status, ongoing first, with paging', async () => {
    const all = await get('/api/wyms/meeting/meeting/index');
    expect(all.code).toBe(1);
    expect(all.data).toMatchObject({ total: 4, current_page: 1, per_page: 10, last_page: 1 });
    expect(all.data.data.map((m: { status: string }) => m.status)).toEqual(['ongoing', 'upcoming', 'upcoming', 'ended']);
    const upcoming = await get('/api/wyms/meeting/meeting/index?status=upcoming');
    expect(upcoming.data.data.map((m: { id: number }) => m.id).sort()).toEqual([...ids.upcoming].sort());
    // Soonest first among upcoming.
    const starts = upcoming.data.data.map((m: { start_at: string }) => Date.parse(m.start_at));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const page2 = await get('/api/wyms/meeting/meeting/index?page=2&limit=3');
    expect(page2.data).toMatchObject({ total: 4, current_page: 2, per_page: 3, last_page: 2 });
    expect(page2.data.data).toHaveLength(1);
    expect((await get('/api/wyms/meeting/meeting/index?status=bogus')).msg).toBe('会议状态取值不正确');
    expect((await get('/api/wyms/meeting/meeting/index?limit=500')).msg).toBe('每页数量不能大于50');
  });

  it('searches meetings by title and city, taking % and _ literally', async () => {
    const r = await get(`/api/wyms/meeting/meeting/index?keyword=${encodeURIComponent('杭州')}`);
    expect(r.data.data.map((m: { title: string }) => m.title)).toEqual(['第八届长三角数字经济峰会']);
    expect((await get(`/api/wyms/meeting/meeting/index?keyword=${encodeURIComponent('医疗')}`)).data.total).toBe(1);
    expect((await get('/api/wyms/meeting/meeting/index?keyword=%25')).data.total).toBe(0);
  });

  it('gives details, texts, timeline and background of a meeting', async () => {
    const d = await get(`/api/wyms/meeting/meeting/details?id=${demo()}`);
    expect(d.data).toMatchObject({
      id: demo(),
      title: '第十届中国智慧医疗创新大会',
      status: 'ongoing',
      city: '上海市',
      venue: '上海国际会议中心',
      expert_count: 14,
      exhibitor_count: 20,
    });
    expect(d.data.schedule_count).toBeGreaterThanOrEqual(12);
    for (const name of ['content', 'brief_introduction', 'pay_information']) {
      const r = await get(`/api/wyms/meeting/meeting/${name}?id=${demo()}`);
      expect(r.code).toBe(1);
      expect(r.data[name]).toMatch(/^<(h3|p)>/);
    }
    const timeline = await get(`/api/wyms/meeting/meeting/timeline?id=${demo()}`);
    expect(timeline.data.timeline.length).toBe(5);
    expect(timeline.data.timeline[0]).toMatchObject({ title: '大会报名开启' });
    const bg = await get(`/api/wyms/meeting/meeting/background_image?id=${demo()}`);
    expect(bg.data.background_image).toMatch(/^\/api\/wyms\/media\/background\?/);
  });

  it('answers code 0 with a clear message for an unknown or missing meeting id', async () => {
    for (const name of ['details', 'content', 'brief_introduction', 'timeline', 'pay_information', 'background_image', 'get_page_data']) {
      expect(await get(`/api/wyms/meeting/meeting/${name}?id=99999`)).toMatchObject({ code: 0, msg: '会议不存在或已下线' });
    }
    expect(await get('/api/wyms/meeting/meeting/details')).toMatchObject({ code: 0, msg: '会议ID不能为空' });
    expect(await get('/api/wyms/meeting/meeting/details?id=abc')).toMatchObject({ code: 0, msg: '会议ID应为整数' });
    for (const url of [
      'meeting_expert/index',
      'meeting_schedule/index',
      'meeting_schedule/date_list',
      'meeting_data_download/index',
      'meeting_exhibitor/index',
      'article/index',
      'meeting_fieldset/custom_field',
    ]) {
      expect(await get(`/api/wyms/meeting/${url}?id=99999`)).toMatchObject({ code: 0, msg: '会议不存在或已下线' });
    }
  });

  it('hides an unpublished meeting', async () => {
    await t.db.query('UPDATE meetings SET published = false WHERE id = $1', [ids.ended[0]]);
    try {
      expect((await get('/api/wyms/meeting/meeting/index')).data.total).toBe(3);
      expect((await get(`/api/wyms/meeting/meeting/details?id=${ids.ended[0]}`)).code).toBe(0);
    } finally {
      await t.db.query('UPDATE meetings SET published = true WHERE id = $1', [ids.ended[0]]);
    }
  });

  it('serves the link entries of every type, and the DIY home design', async () => {
    const r = await get(`/api/wyms/meeting/meeting/get_page_data?id=${demo()}`);
    const entries = r.data.entries as Array<{ type: string; Fixed_type?: string; link_mode?: number; content?: string }>;
    expect(new Set(entries.map((e) => e.type))).toEqual(new Set(['Fixed', 'Inlay', 'Custom', 'Editor', 'WXMp', 'Outside', 'Phone']));
    expect(entries.filter((e) => e.type === 'Fixed').map((e) => e.Fixed_type)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => `Fixed_type_${k}`),
    );
    expect(entries.map((e) => e.link_mode).filter(Boolean)).toEqual([1, 2, 3, 5, 6, 7, 8]);
    expect(entries.find((e) => e.type === 'Editor')?.content).toContain('<h3>地铁</h3>');
    const diy = await get('/api/wyms/meeting/meeting/get_page_data?page=diy_home');
    expect(diy.data.blocks.map((b: { type: string }) => b.type)).toEqual(['banner', 'entries', 'notice', 'meetings', 'articles']);
    expect(await get('/api/wyms/meeting/meeting/get_page_data?page=nope')).toMatchObject({ code: 0, msg: '页面不存在' });
    expect(await get('/api/wyms/meeting/meeting/get_page_data')).toMatchObject({ code: 0, msg: '会议ID不能为空' });
  });

  it('sanitises an Editor entry written around the importer', async () => {
    const [{ page_data: before }] = await t.db.query<{ page_data: unknown }>('SELECT page_data FROM meetings WHERE id = $1', [demo()]);
    await t.db.query(`UPDATE meetings SET page_data = $2::jsonb WHERE id = $1`, [
      demo(),
      JSON.stringify([
        { type: 'Editor', name: 'x', content: '<p onclick="steal()">hi</p><script>alert(1)</script><img src="javascript:alert(1)">' },
      ]),
    ]);
    try {
      const r = await get(`/api/wyms/meeting/meeting/get_page_data?id=${demo()}`);
      expect(r.data.entries[0].content).toBe('<p>hi</p><img />');
    } finally {
      await t.db.query('UPDATE meetings SET page_data = $2::jsonb WHERE id = $1', [demo(), JSON.stringify(before)]);
    }
  });

  it("lists a meeting's experts with paging and search, and an expert's details with sessions", async () => {
    const p1 = await get(`/api/wyms/meeting/meeting_expert/index?id=${demo()}&limit=10`);
    expect(p1.data).toMatchObject({ total: 14, last_page: 2 });
    expect(p1.data.data[0]).toMatchObject({ name: '陈立民', role: '大会主席', title: '主任医师、教授' });
    const p2 = await get(`/api/wyms/meeting/meeting_expert/index?id=${demo()}&limit=10&page=2`);
    expect(p2.data.data).toHaveLength(4);
    const found = await get(`/api/wyms/meeting/meeting_expert/index?id=${demo()}&keyword=${encodeURIComponent('江南省')}`);
    expect(found.data.data.map((e: { name: string }) => e.name).sort()).toEqual(['刘建华', '吴国栋']);
    const detail = await get(`/api/wyms/expert/details?id=${p1.data.data[0].id}&meeting_id=${demo()}`);
    expect(detail.data).toMatchObject({ name: '陈立民', organization: '华东医科大学附属中心医院' });
    expect(detail.data.schedules.length).toBeGreaterThanOrEqual(3);
    expect(detail.data.schedules.every((s: { meeting_id: number }) => s.meeting_id === demo())).toBe(true);
    expect(detail.data.meetings[0]).toMatchObject({ id: demo(), role: '大会主席' });
    expect(await get('/api/wyms/expert/details?id=99999')).toMatchObject({ code: 0, msg: '专家不存在' });
    expect(await get('/api/wyms/expert/details')).toMatchObject({ code: 0, msg: '专家ID不能为空' });
  });

  it('has 30 demo experts', async () => {
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM experts');
    expect(n).toBe(30);
  });

  it("lists schedule days (Shanghai dates) and a day's sessions with speakers", async () => {
    const days = await get(`/api/wyms/meeting/meeting_schedule/date_list?id=${demo()}`);
    expect(days.data).toHaveLength(3);
    expect(days.data[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const first = await get(`/api/wyms/meeting/meeting_schedule/index?id=${demo()}&date=${days.data[0].date}&limit=50`);
    expect(first.data.total).toBe(days.data[0].count);
    expect(first.data.data[0].title).toBe('签到入场');
    const opening = first.data.data.find((s: { title: string }) => s.title === '开幕式');
    expect(opening.speakers).toEqual([expect.objectContaining({ name: '陈立民', topic: '大会主席致辞' })]);
    const search = await get(`/api/wyms/meeting/meeting_schedule/index?id=${demo()}&keyword=${encodeURIComponent('分论坛')}`);
    expect(search.data.total).toBe(4);
    const detail = await get(`/api/wyms/meeting/meeting_schedule/details?id=${opening.id}`);
    expect(detail.data).toMatchObject({
      title: '开幕式',
      meeting_id: demo(),
      meeting_title: '第十届中国智慧医疗创新大会',
      hall: '一层主会场',
    });
    expect(await get('/api/wyms/meeting/meeting_schedule/details?id=99999')).toMatchObject({ code: 0, msg: '日程不存在' });
    expect((await get(`/api/wyms/meeting/meeting_schedule/index?id=${demo()}&date=tomorrow`)).msg).toBe('日期格式不正确');
  });

  it('lists downloads whose files really download, with their Chinese names', async () => {
    const r = await get(`/api/wyms/meeting/meeting_data_download/index?id=${demo()}`);
    expect(r.data.total).toBe(4);
    const pdf = r.data.data[0];
    expect(pdf).toMatchObject({ title: '大会手册', mime: 'application/pdf' });
    const file = await t.app.inject(pdf.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(pdf.filename)}`);
    expect(file.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(file.rawPayload.length).toBe(pdf.size);
    const txt = r.data.data.find((d: { filename: string }) => d.filename.endsWith('.txt'));
    const text = (await t.app.inject(txt.url)).rawPayload.toString('utf8');
    expect(text).toContain(txt.title);
    const missing = await t.app.inject('/api/wyms/meeting/meeting_data_download/file/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 0, msg: '文件不存在' });
  });

  it('lists exhibitors with paging, search and category', async () => {
    const p1 = await get(`/api/wyms/meeting/meeting_exhibitor/index?id=${demo()}`);
    expect(p1.data).toMatchObject({ total: 20, last_page: 2 });
    expect(p1.data.data[0]).toMatchObject({ name: '康启数字医疗科技有限公司', booth: 'A01 展位' });
    const byName = await get(`/api/wyms/meeting/meeting_exhibitor/index?id=${demo()}&keyword=${encodeURIComponent('影像')}`);
    expect(byName.data.data.map((x: { name: string }) => x.name)).toEqual(['明视医学影像有限公司']);
    const byCat = await get(`/api/wyms/meeting/meeting_exhibitor/index?id=${demo()}&category=${encodeURIComponent('医用耗材')}`);
    expect(byCat.data.total).toBe(2);
  });

  it('gives the custom sign-up fields in order', async () => {
    const r = await get(`/api/wyms/meeting/meeting_fieldset/custom_field?id=${demo()}`);
    expect(r.data.map((f: { name: string }) => f.name)).toEqual(['company', 'position', 'sector', 'area', 'forum', 'diet']);
    expect(r.data[4]).toMatchObject({ type: 'checkbox', required: false, options: expect.arrayContaining(['智慧医院建设']) });
    expect(r.data[0]).toMatchObject({ label: '工作单位', required: true });
  });

  it('draws the demo pictures as SVG with the words as outlines, none of the text in the markup', async () => {
    const r = await t.app.inject(`/api/wyms/media/cover.svg?text=${encodeURIComponent('<b>医疗&大会</b>')}&c=675643`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('image/svg+xml');
    expect(r.body).toMatch(/^<svg [^>]*>.*<path [^>]*d="M[^"]+"\/><\/svg>$/);
    expect(r.body).not.toMatch(/<b>|医疗|<text/);
    for (const kind of ['banner', 'background', 'avatar', 'logo'])
      expect((await t.app.inject(`/api/wyms/media/${kind}.svg?text=x`)).statusCode).toBe(200);
    for (const file of ['evil.svg', 'evil', 'cover.png', 'cover.svg.svg', 'COVER'])
      expect((await t.app.inject(`/api/wyms/media/${file}`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/wyms/media/cover.svg?c=zzz')).json()).toMatchObject({ code: 0, msg: '颜色格式不正确' });
  });

  it('answers the addresses the rows store with the picture in pixels: WebP when the browser takes it, JPEG elsewhere', async () => {
    const [{ image }] = await t.db.query<{ image: string }>('SELECT image FROM home_banners ORDER BY sort LIMIT 1');
    expect(image).toMatch(/^\/api\/wyms\/media\/banner\?text=/);
    const webp = await t.app.inject({ url: image, headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toMatch(/Accept/);
    expect(webp.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(webp.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const jpeg = await t.app.inject({ url: image, headers: { accept: 'image/png,image/svg+xml,image/*;q=0.8' } });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect([...jpeg.rawPayload.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    // The same picture twice is the same bytes (kept, not drawn again), and stays small.
    expect((await t.app.inject({ url: image, headers: { accept: 'image/webp' } })).rawPayload.equals(webp.rawPayload)).toBe(true);
    expect(webp.rawPayload.length).toBeLessThan(20_000);
  });

  it('draws a burst of new addresses one after another, every one answered', async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.inject({ url: `/api/wyms/media/cover?text=${encodeURIComponent(`第${i}届大会`)}`, headers: { accept: 'image/webp' } }),
      ),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(burst.map((r) => r.rawPayload.toString('base64'))).size).toBe(12);
  });
});

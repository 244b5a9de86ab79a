import { createTestApp, type TestApp } from './helpers/testApp';
import { call, newUser, people, stockOfTicket, submitOrder } from './helpers/orders';
import { adminApi, adminCli, staffOf } from './helpers/admin';

/**
 * Setting a meeting up in the console (issue 31's contract): a draft nobody sees until it is published,
 * ticket types whose capacity never drops below what is held and sold, an apply form per ticket type,
 * link entries; every save against a version, audited with before and after; bad input changes nothing.
 */
describe('console: a meeting from an empty draft to tickets on sale', () => {
  let t: TestApp;
  let admin: string;
  const api = (method: string, url: string, payload?: object, token = admin) => adminApi(t.app, method, url, token, payload);
  const publicList = async () =>
    (await t.app.inject('/api/wyms/meeting/meeting/index?page=1&limit=50')).json().data.data.map((m: { id: number }) => m.id);
  const details = async (id: number, headers: Record<string, string> = {}) =>
    (await t.app.inject({ url: `/api/wyms/meeting/meeting/details?id=${id}`, headers })).json();
  const tickets = (id: number) => call(t.app, '/api/ms.meeting/get_meeting_tickets', { meeting_id: id });
  const rows = async () => {
    const [r] = await t.db.query(
      `SELECT (SELECT json_agg(m ORDER BY id) FROM meetings m) AS meetings, (SELECT json_agg(tt ORDER BY id) FROM ticket_types tt) AS ticket_types,
              (SELECT json_agg(s ORDER BY id) FROM stock_items s) AS stock, (SELECT json_agg(f ORDER BY id) FROM meeting_custom_fields f) AS fields,
              (SELECT count(*)::int FROM audit_log) AS audit_rows`,
    );
    return r;
  };
  const NEW = {
    title: '第一届测试大会',
    start_at: '2027-03-01T01:00:00.000Z',
    end_at: '2027-03-02T09:00:00.000Z',
    province: '浙江省',
    city: '杭州市',
    venue: '国际博览中心',
    address: '奔竞大道 353 号',
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const u = await newUser(t.db);
    await adminCli(t.db, 'grant-admin', { mobile: u.mobile });
    admin = u.token;
  }, 120_000);
  afterAll(() => t.close());

  it('creates a draft that no public call shows, then publishes and unpublishes it, seen at once', async () => {
    const created = await api('POST', '/api/admin/meetings', NEW);
    expect(created).toMatchObject({ status: 200, code: 1, data: { id: expect.any(Number) } });
    const id = created.data.id;
    expect((await api('GET', `/api/admin/meetings/${id}`)).data).toMatchObject({
      ...NEW,
      id,
      published: false,
      version: 1,
      time_zone: 'Asia/Shanghai',
    });
    const ticket = await api('POST', `/api/admin/meetings/${id}/ticket-types`, {
      name: '标准票',
      price: 50000,
      capacity: 100,
      per_order_limit: 5,
    });
    expect(ticket).toMatchObject({ code: 1, data: { id: expect.any(Number) } });

    const notFound = { code: 0, msg: '会议不存在或已下线' };
    expect(await publicList()).not.toContain(id);
    expect(await details(id)).toMatchObject(notFound);
    expect(await tickets(id)).toMatchObject(notFound);
    const buyer = await newUser(t.db);
    expect(await submitOrder(t.app, buyer.token, { meeting_id: id, ticket_id: ticket.data.id, applyers: people(1) })).toMatchObject(
      notFound,
    );

    expect(await api('POST', `/api/admin/meetings/${id}/publish`)).toMatchObject({ code: 1, data: { published: true, version: 2 } });
    expect(await publicList()).toContain(id);
    expect(await details(id)).toMatchObject({ code: 1, data: { title: NEW.title } });
    expect((await tickets(id)).data).toEqual([
      expect.objectContaining({ id: ticket.data.id, name: '标准票', price: 50000, stock: 100, limit: 5 }),
    ]);

    expect(await api('POST', `/api/admin/meetings/${id}/unpublish`)).toMatchObject({ code: 1, data: { published: false, version: 3 } });
    expect(await publicList()).not.toContain(id);
    expect(await tickets(id)).toMatchObject(notFound);
    const log = await t.db.query('SELECT action, before, after FROM audit_log WHERE target = $1 ORDER BY id', [`meeting:${id}`]);
    expect(log.map((r) => r.action)).toEqual(['meeting.create', 'meeting.publish', 'meeting.unpublish']);
    expect(log[1]).toMatchObject({ before: { published: false }, after: { published: true, version: 2 } });
  });

  it('opens a draft through its preview link only, for the browser holding it', async () => {
    const { data } = await api('POST', '/api/admin/meetings', { ...NEW, title: '预览中的会议' });
    const link = await api('GET', `/api/admin/meetings/${data.id}/preview`);
    expect(link.data.url).toMatch(/^\/api\/wyms\/meeting\/preview\?token=/);
    const opened = await t.app.inject({ url: link.data.url, headers: { accept: 'text/html' } });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`/meeting/home/${data.id}`);
    const cookie = String(opened.headers['set-cookie']).split(';')[0];
    const seen = await t.app.inject({ url: `/api/wyms/meeting/meeting/details?id=${data.id}`, headers: { cookie } });
    expect(seen.json()).toMatchObject({ code: 1, data: { title: '预览中的会议' } });
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect(await details(data.id)).toMatchObject({ code: 0 });
    // A forged or altered token opens nothing.
    const forged = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(await details(data.id, { cookie: forged })).toMatchObject({ code: 0 });
    expect(
      (await t.app.inject({ url: '/api/wyms/meeting/preview?token=1.99999999999.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' })).json(),
    ).toMatchObject({ code: 0, msg: '预览链接无效或已过期' });
  });

  it("shows a draft's hotels and rooms to the browser holding its preview link, and to nobody else; booking waits for publishing", async () => {
    const { data } = await api('POST', '/api/admin/meetings', { ...NEW, title: '带酒店的草稿' });
    const hotel = (await api('POST', `/api/admin/meetings/${data.id}/hotels`, { name: '草稿酒店' })).data.id;
    const room = (
      await api('POST', `/api/admin/meetings/${data.id}/hotels/${hotel}/rooms`, {
        name: '标准间',
        first_night: '2027-02-28',
        last_night: '2027-03-01',
        cutoff_at: '2027-02-27T10:00:00.000Z',
        allotment: 5,
        price: 30000,
      })
    ).data.id;
    const link = await api('GET', `/api/admin/meetings/${data.id}/preview`);
    const cookie = String((await t.app.inject({ url: link.data.url })).headers['set-cookie']).split(';')[0];
    const asPreview = { cookie };

    const list = await call(t.app, '/api/ms.hotel/get_hotel_list', { meeting_id: data.id }, undefined, asPreview);
    expect(list).toMatchObject({ code: 1, data: { data: [expect.objectContaining({ id: hotel, name: '草稿酒店', min_price: 30000 })] } });
    expect(await call(t.app, '/api/ms.hotel/get_hotel_detail', { id: hotel }, undefined, asPreview)).toMatchObject({
      code: 1,
      data: { name: '草稿酒店', rooms: [expect.objectContaining({ id: room })] },
    });
    expect(await call(t.app, '/api/ms.hotel/get_room_detail', { id: room }, undefined, asPreview)).toMatchObject({
      code: 1,
      data: { id: room, hotel_id: hotel },
    });

    expect(await call(t.app, '/api/ms.hotel/get_hotel_list', { meeting_id: data.id })).toMatchObject({ code: 0, msg: '会议不存在' });
    expect(await call(t.app, '/api/ms.hotel/get_hotel_detail', { id: hotel })).toMatchObject({ code: 0, msg: '酒店不存在' });
    expect(await call(t.app, '/api/ms.hotel/get_room_detail', { id: room })).toMatchObject({ code: 0, msg: '房型不存在' });
    const guest = await newUser(t.db);
    const booking = {
      hotel_id: hotel,
      room_id: room,
      check_in: '2027-02-28',
      check_out: '2027-03-01',
      num: 1,
      guests: JSON.stringify(['王建国']),
      mobile: '13912345678',
    };
    expect(await call(t.app, '/api/ms.hotel/submit_hotel_order', booking, guest.token, asPreview)).toMatchObject({
      code: 0,
      msg: '房型不存在',
    });
  });

  it('refuses bad input in Chinese and changes nothing', async () => {
    const before = await rows();
    const { data } = await api('POST', '/api/admin/meetings', { ...NEW, title: '用来改错的会议' });
    const id = data.id;
    const [ticket] = [
      (await api('POST', `/api/admin/meetings/${id}/ticket-types`, { name: 'A', price: 100, capacity: 10, per_order_limit: 2 })).data.id,
    ];
    const after = await rows();
    const cases: Array<[string, string, object, string]> = [
      ['POST', '/api/admin/meetings', { ...NEW, title: '' }, '会议名称不能为空'],
      ['POST', '/api/admin/meetings', { ...NEW, title: '   ' }, '会议名称不能为空'],
      ['POST', '/api/admin/meetings', { ...NEW, end_at: '2027-02-01T00:00:00Z' }, '结束时间不能早于开始时间'],
      ['POST', '/api/admin/meetings', { ...NEW, city: '纽约' }, '请从地区列表中选择省份和城市'],
      ['POST', '/api/admin/meetings', { ...NEW, start_at: '明天' }, '开始时间格式不正确'],
      ['PATCH', `/api/admin/meetings/${id}`, { city: '纽约', version: 1 }, '请从地区列表中选择省份和城市'],
      ['PATCH', `/api/admin/meetings/${id}`, { title: 'x' }, '版本号不能为空'],
      ['PATCH', `/api/admin/meetings/${id}`, { time_zone: 'Mars/Base', version: 1 }, '时区不正确'],
      ['POST', `/api/admin/meetings/${id}/ticket-types`, { name: 'B', price: -1, capacity: 1, per_order_limit: 1 }, '价格不能小于0'],
      ['POST', `/api/admin/meetings/${id}/ticket-types`, { name: 'B', price: 1, capacity: 1, per_order_limit: 0 }, '每单限购不能小于1'],
      [
        'POST',
        `/api/admin/meetings/${id}/ticket-types`,
        { name: 'B', price: 1, capacity: 1, per_order_limit: 1, sale_start: '2027-01-02T00:00:00Z', sale_end: '2027-01-01T00:00:00Z' },
        '停售时间应晚于开售时间',
      ],
      ['PATCH', `/api/admin/ticket-types/${ticket}`, { capacity: -1, version: 1 }, '名额不能小于0'],
      [
        'PUT',
        `/api/admin/meetings/${id}/apply-form`,
        {
          fields: [{ name: 'org', label: '单位', type: 'radio', options: ['甲'], required: true, placeholder: '', ticket_type_ids: [] }],
          version: 1,
        },
        '第1个字段「单位」：选择题至少需要两个选项',
      ],
      [
        'PUT',
        `/api/admin/meetings/${id}/apply-form`,
        { fields: [field('a'), field('a')], version: 1 },
        '第2个字段「字段a」：字段标识「a」重复',
      ],
      [
        'PUT',
        `/api/admin/meetings/${id}/apply-form`,
        { fields: [{ ...field('a'), ticket_type_ids: [999999] }], version: 1 },
        '第1个字段「字段a」：所选票种不属于本会议',
      ],
      [
        'PUT',
        `/api/admin/meetings/${id}/entries`,
        { entries: [{ type: 'Outside', name: '官网', url: 'javascript:alert(1)' }], version: 1 },
        '第1个入口「官网」网址：应为 http(s) 地址',
      ],
      [
        'PUT',
        `/api/admin/meetings/${id}/entries`,
        { entries: [{ type: 'Fixed', name: '日程', Fixed_type: 'Fixed_type_10' }], version: 1 },
        '第1个入口「日程」固定入口：应为 Fixed_type_1 至 Fixed_type_9',
      ],
    ];
    for (const [method, url, body, msg] of cases) {
      const res = await api(method, url, body);
      expect({ method, url, body, code: res.code, msg: res.msg }).toEqual({ method, url, body, code: 0, msg });
    }
    expect(await rows()).toEqual(after);
    expect(after.audit_rows).toBe((before.audit_rows as number) + 2);
  });

  const field = (name: string) => ({
    name,
    label: `字段${name}`,
    type: 'text',
    options: [],
    required: false,
    placeholder: '',
    ticket_type_ids: [] as number[],
  });

  it("refuses a stale version with the newer record, and keeps both organisers' work apart", async () => {
    const { data } = await api('POST', '/api/admin/meetings', { ...NEW, title: '两人同时编辑' });
    const id = data.id;
    const first = await api('PATCH', `/api/admin/meetings/${id}`, {
      venue: '一号馆',
      content: '<p>介绍<script>alert(1)</script><img src=x onerror=alert(1)></p>',
      version: 1,
    });
    expect(first).toMatchObject({ code: 1, data: { venue: '一号馆', version: 2 } });
    expect(first.data.content).toBe('<p>介绍<img src="x" /></p>');
    const beforeStale = await rows();
    const stale = await api('PATCH', `/api/admin/meetings/${id}`, { venue: '二号馆', version: 1 });
    expect(stale).toMatchObject({
      code: 0,
      msg: '已被他人修改，请查看最新内容后再保存',
      data: { current: { venue: '一号馆', version: 2 } },
    });
    expect(await rows()).toEqual(beforeStale);
    const [log] = await t.db.query("SELECT before, after FROM audit_log WHERE target = $1 AND action = 'meeting.update'", [
      `meeting:${id}`,
    ]);
    expect(log).toMatchObject({ before: { venue: '国际博览中心' }, after: { venue: '一号馆', version: 2 } });

    const tt = (await api('POST', `/api/admin/meetings/${id}/ticket-types`, { name: '早鸟', price: 100, capacity: 10, per_order_limit: 2 }))
      .data.id;
    expect(await api('PATCH', `/api/admin/ticket-types/${tt}`, { price: 200, version: 1 })).toMatchObject({
      code: 1,
      data: { price: 200, version: 2 },
    });
    expect(await api('PATCH', `/api/admin/ticket-types/${tt}`, { capacity: 20, version: 1 })).toMatchObject({
      code: 0,
      data: { current: { price: 200, version: 2 } },
    });
    expect(await stockOfTicket(t.db, tt)).toMatchObject({ capacity: 10 });

    // The form and the entries are part of the meeting's record: one version for all of it.
    const form = await api('PUT', `/api/admin/meetings/${id}/apply-form`, { fields: [field('a')], version: 2 });
    expect(form).toMatchObject({ code: 1, data: { version: 3, fields: [{ name: 'a' }] } });
    expect(await api('PUT', `/api/admin/meetings/${id}/entries`, { entries: [], version: 2 })).toMatchObject({
      code: 0,
      data: { current: { version: 3 } },
    });
    expect(await api('PUT', `/api/admin/meetings/${id}/apply-form`, { fields: [], version: 2 })).toMatchObject({ code: 0 });
    expect((await api('GET', `/api/admin/meetings/${id}/apply-form`)).data.fields).toHaveLength(1);
  });

  it('keeps capacity at or above what is held and sold, naming both, and a new price leaves placed orders alone', async () => {
    const { data } = await api('POST', '/api/admin/meetings', { ...NEW, title: '名额有限的会议' });
    const id = data.id;
    const paid = (
      await api('POST', `/api/admin/meetings/${id}/ticket-types`, { name: '正式票', price: 10000, capacity: 10, per_order_limit: 5 })
    ).data.id;
    const free = (
      await api('POST', `/api/admin/meetings/${id}/ticket-types`, { name: '免费票', price: 0, capacity: 10, per_order_limit: 5 })
    ).data.id;
    await api('POST', `/api/admin/meetings/${id}/publish`);
    const buyer = await newUser(t.db);
    const unpaid = await submitOrder(t.app, buyer.token, { meeting_id: id, ticket_id: paid, applyers: people(2) });
    expect(unpaid).toMatchObject({ code: 1, data: { status: 'unpaid', pay_amount: 20000 } });
    expect(await submitOrder(t.app, (await newUser(t.db)).token, { meeting_id: id, ticket_id: free, applyers: people(3) })).toMatchObject({
      code: 1,
      data: { status: 'paid' },
    });

    const list = await api('GET', `/api/admin/meetings/${id}/ticket-types`);
    expect(list.data.list).toEqual([
      expect.objectContaining({ id: paid, capacity: 10, held: 2, sold: 0, version: 1 }),
      expect.objectContaining({ id: free, capacity: 10, held: 0, sold: 3, version: 1 }),
    ]);
    const before = await rows();
    expect(await api('PATCH', `/api/admin/ticket-types/${free}`, { capacity: 2, version: 1 })).toMatchObject({
      code: 0,
      msg: '容量不能低于已售 3 张与占用中 0 张',
      data: { sold: 3, held: 0 },
    });
    expect(await api('PATCH', `/api/admin/ticket-types/${paid}`, { capacity: 1, price: 1, version: 1 })).toMatchObject({
      code: 0,
      msg: '容量不能低于已售 0 张与占用中 2 张',
    });
    expect(await rows()).toEqual(before);

    expect(await api('PATCH', `/api/admin/ticket-types/${free}`, { capacity: 3, version: 1 })).toMatchObject({
      code: 1,
      data: { capacity: 3, sold: 3, version: 2 },
    });
    expect(await submitOrder(t.app, (await newUser(t.db)).token, { meeting_id: id, ticket_id: free, applyers: people(1) })).toMatchObject({
      code: 0,
      msg: '该票种已售罄',
    });
    const [capLog] = await t.db.query("SELECT before, after FROM audit_log WHERE target = $1 AND action = 'ticket_type.capacity'", [
      `ticket_type:${free}`,
    ]);
    expect(capLog).toEqual({ before: { capacity: 10 }, after: { capacity: 3 } });

    expect(await api('PATCH', `/api/admin/ticket-types/${paid}`, { price: 5000, version: 1 })).toMatchObject({
      code: 1,
      data: { price: 5000 },
    });
    const [order] = await t.db.query('SELECT total_amount, pay_amount FROM orders WHERE order_sn = $1', [unpaid.data.order_sn]);
    expect(order).toMatchObject({ pay_amount: 20000 });
    expect((await tickets(id)).data.find((x: { id: number }) => x.id === paid)).toMatchObject({ price: 5000 });
  });

  it("asks each ticket type's attendees only their own questions", async () => {
    const { data } = await api('POST', '/api/admin/meetings', { ...NEW, title: '分票种表单' });
    const id = data.id;
    const doctor = (
      await api('POST', `/api/admin/meetings/${id}/ticket-types`, { name: '医生票', price: 0, capacity: 10, per_order_limit: 5 })
    ).data.id;
    const guest = (
      await api('POST', `/api/admin/meetings/${id}/ticket-types`, { name: '嘉宾票', price: 0, capacity: 10, per_order_limit: 5 })
    ).data.id;
    const form = [
      { ...field('licence'), label: '执业证号', required: true, ticket_type_ids: [doctor] },
      { name: 'id_card', label: '身份证号', type: 'id_number', options: [], required: false, placeholder: '', ticket_type_ids: [] },
      { name: 'diet', label: '餐饮', type: 'radio', options: ['普通', '清真'], required: true, placeholder: '', ticket_type_ids: [] },
    ];
    expect(await api('PUT', `/api/admin/meetings/${id}/apply-form`, { fields: form, version: 1 })).toMatchObject({
      code: 1,
      data: { version: 2 },
    });
    await api('POST', `/api/admin/meetings/${id}/publish`);
    const info = (await t.app.inject(`/api/wyms/meeting/meeting_apply/index?meeting_id=${id}`)).json().data;
    expect(info.fields.map((f: { name: string; ticket_type_ids: number[] }) => [f.name, f.ticket_type_ids])).toEqual([
      ['licence', [doctor]],
      ['id_card', []],
      ['diet', []],
    ]);
    const buyer = await newUser(t.db);
    expect(
      await submitOrder(t.app, buyer.token, { meeting_id: id, ticket_id: doctor, applyers: people(1, { fields: { diet: '普通' } }) }),
    ).toMatchObject({ code: 0, msg: '第1位参会人：请填写执业证号' });
    expect(
      await submitOrder(t.app, buyer.token, {
        meeting_id: id,
        ticket_id: guest,
        applyers: people(1, { fields: { diet: '普通', licence: '无关' } }),
      }),
    ).toMatchObject({ code: 1 });
    const [saved] = await t.db.query('SELECT a.fields FROM attendees a WHERE a.meeting_id = $1', [id]);
    expect(saved.fields).toEqual({ diet: '普通' });
    const [log] = await t.db.query("SELECT before, after FROM audit_log WHERE target = $1 AND action = 'meeting.apply_form'", [
      `meeting:${id}`,
    ]);
    expect(log.before).toEqual([]);
    expect((log.after as { name: string }[]).map((f: { name: string }) => f.name)).toEqual(['licence', 'id_card', 'diet']);
  });

  it('saves link entries of every type in their order, sanitised, and the meeting page shows them', async () => {
    const { data } = await api('POST', '/api/admin/meetings', { ...NEW, title: '入口齐全' });
    const id = data.id;
    const entries = [
      { type: 'Fixed', name: '会议日程', Fixed_type: 'Fixed_type_2', link_mode: 1, path: '/meeting/schedule' },
      { type: 'Inlay', name: '报名', path: '/meeting/apply' },
      { type: 'Custom', name: '专题', path: '/diy?page=x' },
      { type: 'Editor', name: '须知', content: '<p>请准时<script>x()</script></p>' },
      { type: 'WXMp', name: '小程序', appid: 'wx123', path: 'pages/index', link_mode: 5 },
      { type: 'Outside', name: '官网', url: 'https://example.com', link_mode: 6 },
      { type: 'Phone', name: '热线', phone: '400-800-1234', link_mode: 7 },
    ];
    const saved = await api('PUT', `/api/admin/meetings/${id}/entries`, { entries, version: 1 });
    expect(saved).toMatchObject({ code: 1, data: { version: 2 } });
    expect(saved.data.entries.map((e: { name: string }) => e.name)).toEqual(entries.map((e) => e.name));
    expect(saved.data.entries[3].content).toBe('<p>请准时</p>');
    const reordered = [entries[6], ...entries.slice(0, 6)];
    expect(await api('PUT', `/api/admin/meetings/${id}/entries`, { entries: reordered, version: 2 })).toMatchObject({ code: 1 });
    await api('POST', `/api/admin/meetings/${id}/publish`);
    const page = (await t.app.inject(`/api/wyms/meeting/meeting/get_page_data?id=${id}`)).json();
    expect(page.data.entries.map((e: { type: string }) => e.type)).toEqual([
      'Phone',
      'Fixed',
      'Inlay',
      'Custom',
      'Editor',
      'WXMp',
      'Outside',
    ]);
  });

  it('lets a user a platform admin allowed create meetings, which they then run; an owner without it may not', async () => {
    const creator = await newUser(t.db);
    const owner = await staffOf(t.db, (await api('POST', '/api/admin/meetings', { ...NEW, title: '别人的会议' })).data.id, 'owner');
    const refused = await api('POST', '/api/admin/meetings', NEW, owner.token);
    expect(refused).toMatchObject({ status: 403, code: 0, msg: '无权访问' });
    expect(await api('POST', '/api/admin/meetings', NEW, creator.token)).toMatchObject({ status: 403, msg: '无权访问' });
    expect(await adminCli(t.db, 'grant-creator', { mobile: creator.mobile })).toBe(`已允许 ${creator.mobile} 创建会议`);
    expect((await api('GET', '/api/admin/me', undefined, creator.token)).data).toEqual({
      platform_admin: false,
      can_create: true,
      meetings: [],
    });
    const mine = await api('POST', '/api/admin/meetings', { ...NEW, title: '我建的会议' }, creator.token);
    expect(mine).toMatchObject({ code: 1 });
    expect((await api('GET', '/api/admin/me', undefined, creator.token)).data.meetings).toEqual([
      { id: mine.data.id, title: '我建的会议', time_zone: 'Asia/Shanghai', role: 'owner' },
    ]);
    expect(await api('POST', `/api/admin/meetings/${mine.data.id}/publish`, undefined, creator.token)).toMatchObject({ code: 1 });
    expect(await api('GET', `/api/admin/meetings/${mine.data.id - 1}`, undefined, creator.token)).toMatchObject({ status: 403 });
  });
});

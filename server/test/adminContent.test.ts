import { createTestApp, type TestApp } from './helpers/testApp';
import { insertMeeting } from './helpers/meetingRows';
import { adminApi, adminCli, staffOf } from './helpers/admin';
import { newUser } from './helpers/orders';
import { multipart, PNG } from './helpers/uploads';
import { STALE_VERSION } from '../src/core';

type User = { id: number; token: string; mobile: string };

const publicGet = async (t: TestApp, url: string) => (await t.app.inject({ method: 'GET', url })).json();

/** What the content editors could change, to show a refused call changed nothing. */
async function contentState(t: TestApp) {
  const [row] = await t.db.query(
    `SELECT (SELECT json_agg(json_build_object('n', name, 'o', organization, 'i', introduction, 'v', version) ORDER BY id) FROM experts) AS experts,
            (SELECT json_agg(json_build_object('m', meeting_id, 'e', expert_id, 'r', role, 's', sort) ORDER BY meeting_id, expert_id) FROM meeting_experts) AS links,
            (SELECT json_agg(json_build_object('t', title, 's', start_at, 'v', version) ORDER BY id) FROM meeting_schedules) AS schedules,
            (SELECT json_agg(json_build_object('s', schedule_id, 'e', expert_id, 't', topic) ORDER BY schedule_id, expert_id) FROM meeting_schedule_speakers) AS speakers,
            (SELECT json_agg(json_build_object('n', name, 's', sort, 'v', version) ORDER BY id) FROM meeting_exhibitors) AS exhibitors,
            (SELECT json_agg(json_build_object('t', title, 'c', content, 'p', published, 'v', version) ORDER BY id) FROM articles) AS articles,
            (SELECT json_agg(json_build_object('t', title, 'n', octet_length(data), 's', sort) ORDER BY id) FROM meeting_downloads) AS downloads,
            (SELECT json_agg(json_build_object('t', title, 'e', enabled, 's', sort) ORDER BY id) FROM home_banners) AS banners,
            (SELECT count(*)::int FROM audit_log) AS audit_rows`,
  );
  return row;
}

const lastAudit = async (t: TestApp) =>
  (
    await t.db.query<{ action: string; before: unknown; after: unknown; actor_user_id: number }>(
      'SELECT action, before, after, actor_user_id FROM audit_log ORDER BY id DESC LIMIT 1',
    )
  )[0];

describe('console content editors: experts, schedule, exhibitors, articles, downloads, banners', () => {
  let t: TestApp;
  let meetingId: number;
  let otherMeeting: number;
  let owner: User;
  let operator: User;
  let viewer: User;
  let stranger: User;
  let admin: User;
  const base = () => `/api/admin/meetings/${meetingId}/content`;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    meetingId = await insertMeeting(t.db, { title: '内容测试会议' });
    otherMeeting = await insertMeeting(t.db, { title: '另一个会议' });
    owner = await staffOf(t.db, meetingId, 'owner');
    operator = await staffOf(t.db, meetingId, 'operator');
    viewer = await staffOf(t.db, meetingId, 'viewer');
    stranger = await staffOf(t.db, otherMeeting, 'owner');
    admin = await newUser(t.db);
    await adminCli(t.db, 'grant-admin', { mobile: admin.mobile });
  }, 120_000);
  afterAll(() => t.close());

  it('checks the caller before the body: 401 without a token, 403 with one message for a missing meeting and a forbidden one', async () => {
    const before = await contentState(t);
    for (const kind of ['experts', 'schedules', 'exhibitors', 'articles', 'downloads']) {
      expect((await adminApi(t.app, 'GET', `${base()}/${kind}`)).status).toBe(401);
      expect((await adminApi(t.app, 'POST', `${base()}/${kind}`, undefined, { title: 'x' })).status).toBe(401);
      const forbidden = [
        await adminApi(t.app, 'GET', `${base()}/${kind}`, viewer.token),
        await adminApi(t.app, 'POST', `${base()}/${kind}`, stranger.token, { name: 'x', title: 'x' }),
        await adminApi(t.app, 'PATCH', `${base()}/${kind}/1`, stranger.token, { version: 1 }),
        await adminApi(t.app, 'DELETE', `${base()}/${kind}/1?version=1`, viewer.token),
        await adminApi(t.app, 'POST', `/api/admin/meetings/999999/content/${kind}`, owner.token, { name: 'x', title: 'x' }),
      ];
      for (const f of forbidden) expect([f.status, f.code, f.msg]).toEqual([403, 0, '无权访问']);
    }
    // The home banners are the whole site's: a meeting's owner may not touch them.
    expect((await adminApi(t.app, 'GET', '/api/admin/content/banners', owner.token)).status).toBe(403);
    expect((await adminApi(t.app, 'POST', '/api/admin/content/banners', operator.token, { title: 'x', image: '/a.png' })).status).toBe(403);
    expect(await contentState(t)).toEqual(before);
  });

  let expertId: number;
  let expertVersion: number;

  it("adds an expert (sanitised introduction, audited) who shows on the meeting's expert page at once", async () => {
    const res = await adminApi(t.app, 'POST', `${base()}/experts`, owner.token, {
      name: ' 李华 ',
      title: '主任医师',
      organization: '测试医院',
      introduction: '<p>心内科<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
      role: '主讲嘉宾',
    });
    expect([res.code, res.msg]).toEqual([1, '已添加']);
    expect(res.data).toMatchObject({ name: '李华', role: '主讲嘉宾', version: 1 });
    expect(res.data.introduction).toBe('<p>心内科<img src="x" /></p>');
    expect(res.data.avatar).toMatch(/avatar/);
    expertId = res.data.id;
    expertVersion = res.data.version;
    const page = await publicGet(t, `/api/wyms/meeting/meeting_expert/index?id=${meetingId}`);
    expect(page.data.data.map((e: { name: string; role: string }) => [e.name, e.role])).toEqual([['李华', '主讲嘉宾']]);
    const details = await publicGet(t, `/api/wyms/expert/details?id=${expertId}`);
    expect(details.data.introduction).not.toMatch(/script|onerror/);
    expect(await lastAudit(t)).toMatchObject({
      action: 'content.experts.create',
      before: null,
      after: { name: '李华', role: '主讲嘉宾' },
      actor_user_id: owner.id,
    });
    // The same person twice at one meeting is refused.
    const again = await adminApi(t.app, 'POST', `${base()}/experts`, operator.token, { name: '李华', organization: '测试医院' });
    expect([again.code, again.msg]).toEqual([0, '本会议已有这位专家（姓名与单位相同）']);
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const before = await contentState(t);
    const bad: [string, string, object, string][] = [
      ['POST', 'experts', { title: '教授' }, '姓名不能为空'],
      ['POST', 'experts', { name: '   ' }, '姓名不能为空'],
      ['POST', 'experts', { name: '王'.repeat(31) }, '姓名不能超过30个字符'],
      ['POST', 'experts', { name: '王五', avatar: 'javascript:alert(1)' }, '头像格式不正确'],
      ['PATCH', `experts/${expertId}`, { name: '李华' }, '版本号不能为空'],
      [
        'POST',
        'schedules',
        { title: '开幕式', start_at: '2030-01-02T10:00:00+08:00', end_at: '2030-01-02T09:00:00+08:00' },
        '结束时间不能早于开始时间',
      ],
      ['POST', 'schedules', { title: '开幕式', start_at: '明天', end_at: '2030-01-02T09:00:00+08:00' }, '开始时间格式不正确'],
      [
        'POST',
        'schedules',
        { title: '开幕式', start_at: '2030-01-02T09:00:00+08:00', end_at: '2030-01-02T10:00:00+08:00', speakers: [{ expert_id: 999999 }] },
        '讲者须是本会议的专家，请先在「专家」中添加',
      ],
      ['POST', 'exhibitors', { name: '展商', website: 'ftp://x' }, '网址格式不正确'],
      ['POST', 'articles', { title: '新闻' }, '正文不能为空'],
      ['POST', 'articles', { title: '新闻', content: '<script>alert(1)</script>' }, '正文不能为空'],
      ['PUT', 'exhibitors/order', { ids: [1, 1] }, '顺序格式不正确'],
    ];
    for (const [method, path, body, msg] of bad) {
      const res = await adminApi(t.app, method, `${base()}/${path}`, owner.token, body);
      expect([path, res.code, res.msg]).toEqual([path, 0, msg]);
    }
    expect(await contentState(t)).toEqual(before);
  });

  it('saves an edit with the version it was loaded at; a stale one is refused with the newer record, nothing lost', async () => {
    const first = await adminApi(t.app, 'PATCH', `${base()}/experts/${expertId}`, owner.token, {
      version: expertVersion,
      title: '教授',
      role: '大会主席',
    });
    expect([first.code, first.msg]).toEqual([1, '已保存']);
    expect(first.data).toMatchObject({ title: '教授', role: '大会主席', version: expertVersion + 1 });
    const before = await contentState(t);
    const second = await adminApi(t.app, 'PATCH', `${base()}/experts/${expertId}`, operator.token, {
      version: expertVersion,
      title: '研究员',
    });
    expect([second.code, second.msg]).toEqual([0, STALE_VERSION]);
    expect(second.data.current).toMatchObject({ id: expertId, title: '教授', role: '大会主席', version: expertVersion + 1 });
    expect(await contentState(t)).toEqual(before);
    const audited = await t.db.query(
      "SELECT action, before, after FROM audit_log WHERE action LIKE 'content.experts.%' ORDER BY id DESC LIMIT 2",
    );
    expect(audited).toEqual([
      { action: 'content.experts.role', before: { role: '主讲嘉宾' }, after: { role: '大会主席' } },
      { action: 'content.experts.update', before: { title: '主任医师' }, after: { title: '教授', version: expertVersion + 1 } },
    ]);
    expertVersion += 1;
  });

  it('does not let an owner change an expert who also appears at a meeting they do not manage', async () => {
    await t.db.query('INSERT INTO meeting_experts (meeting_id, expert_id) VALUES ($1, $2)', [otherMeeting, expertId]);
    const res = await adminApi(t.app, 'PATCH', `${base()}/experts/${expertId}`, owner.token, { version: expertVersion, title: '院士' });
    expect([res.code, res.msg]).toEqual([0, '这位专家也出现在您不能管理的其他会议中，不能在此修改其资料']);
    // A platform admin manages both.
    const byAdmin = await adminApi(t.app, 'PATCH', `${base()}/experts/${expertId}`, admin.token, { version: expertVersion, title: '教授' });
    expect(byAdmin.code).toBe(1);
    expertVersion = byAdmin.data.version;
    await t.db.query('DELETE FROM meeting_experts WHERE meeting_id = $1', [otherMeeting]);
  });

  it("schedules sessions by day with speakers from the meeting's experts; the programme shows them at once", async () => {
    const a = await adminApi(t.app, 'POST', `${base()}/schedules`, operator.token, {
      title: '开幕式',
      start_at: '2030-05-10T09:00:00+08:00',
      end_at: '2030-05-10T10:00:00+08:00',
      hall: '主会场',
      speakers: [{ expert_id: expertId, topic: '致辞' }],
    });
    expect(a.code).toBe(1);
    expect(a.data).toMatchObject({ date: '2030-05-10', speakers: [{ expert_id: expertId, name: '李华', topic: '致辞' }] });
    const b = await adminApi(t.app, 'POST', `${base()}/schedules`, operator.token, {
      title: '分论坛',
      start_at: '2030-05-11T00:30:00+08:00',
      end_at: '2030-05-11T02:00:00+08:00',
    });
    expect(b.data.date).toBe('2030-05-11');
    const days = await publicGet(t, `/api/wyms/meeting/meeting_schedule/date_list?id=${meetingId}`);
    expect(days.data).toEqual([
      { date: '2030-05-10', count: 1 },
      { date: '2030-05-11', count: 1 },
    ]);
    const edited = await adminApi(t.app, 'PATCH', `${base()}/schedules/${b.data.id}`, operator.token, {
      version: b.data.version,
      speakers: [{ expert_id: expertId, topic: '数字医疗' }],
    });
    expect(edited.data.speakers).toEqual([{ expert_id: expertId, name: '李华', topic: '数字医疗' }]);
    const day = await publicGet(t, `/api/wyms/meeting/meeting_schedule/index?id=${meetingId}&date=2030-05-11`);
    expect(day.data.data[0].speakers).toEqual([expect.objectContaining({ name: '李华', topic: '数字医疗' })]);
    const list = await adminApi(t.app, 'GET', `${base()}/schedules`, operator.token);
    expect(list.data.list.map((s: { title: string }) => s.title)).toEqual(['开幕式', '分论坛']);
  });

  it('adds, reorders (all ids in the new order) and deletes exhibitors; the attendee list follows', async () => {
    const ids: number[] = [];
    for (const name of ['甲公司', '乙公司', '丙公司'])
      ids.push((await adminApi(t.app, 'POST', `${base()}/exhibitors`, owner.token, { name, booth: 'A1' })).data.id);
    const names = async () =>
      (await publicGet(t, `/api/wyms/meeting/meeting_exhibitor/index?id=${meetingId}`)).data.data.map((x: { name: string }) => x.name);
    expect(await names()).toEqual(['甲公司', '乙公司', '丙公司']);
    const order = await adminApi(t.app, 'PUT', `${base()}/exhibitors/order`, owner.token, { ids: [ids[2], ids[0], ids[1]] });
    expect([order.code, order.msg]).toEqual([1, '顺序已保存']);
    expect(await names()).toEqual(['丙公司', '甲公司', '乙公司']);
    expect(await lastAudit(t)).toMatchObject({ action: 'content.exhibitors.reorder', before: ids, after: [ids[2], ids[0], ids[1]] });
    const before = await contentState(t);
    const partial = await adminApi(t.app, 'PUT', `${base()}/exhibitors/order`, owner.token, { ids: [ids[0], ids[1]] });
    expect([partial.code, partial.msg]).toEqual([0, '列表已有变化，请刷新后再调整顺序']);
    const staleDelete = await adminApi(t.app, 'DELETE', `${base()}/exhibitors/${ids[1]}?version=7`, owner.token);
    expect([staleDelete.code, staleDelete.msg, staleDelete.data.current.name]).toEqual([0, STALE_VERSION, '乙公司']);
    // Another meeting's exhibitor is not found through this one.
    const foreign = await adminApi(
      t.app,
      'DELETE',
      `/api/admin/meetings/${otherMeeting}/content/exhibitors/${ids[1]}?version=1`,
      stranger.token,
    );
    expect([foreign.code, foreign.msg]).toEqual([0, '展商不存在']);
    expect(await contentState(t)).toEqual(before);
    const gone = await adminApi(t.app, 'DELETE', `${base()}/exhibitors/${ids[1]}?version=1`, owner.token);
    expect([gone.code, gone.msg]).toEqual([1, '已删除']);
    expect(await names()).toEqual(['丙公司', '甲公司']);
    expect(await lastAudit(t)).toMatchObject({ action: 'content.exhibitors.delete', before: { name: '乙公司' }, after: null });
  });

  it("writes articles through the sanitiser, hides and shows them; the meeting's article calls follow at once", async () => {
    const res = await adminApi(t.app, 'POST', `${base()}/articles`, owner.token, {
      title: '大会新闻',
      category: '会议新闻',
      content: '<h2>标题</h2><p onclick="x()">正文<script>document.cookie</script></p><a href="javascript:alert(1)">链接</a>',
    });
    expect(res.code).toBe(1);
    expect(res.data.content).toBe('<h2>标题</h2><p>正文</p><a rel="noopener noreferrer">链接</a>');
    expect(res.data).toMatchObject({ category: '会议新闻', summary: '标题正文链接', published: true });
    const list = async () =>
      (await publicGet(t, `/api/wyms/meeting/article/index?id=${meetingId}`)).data.data.map((a: { title: string }) => a.title);
    expect(await list()).toEqual(['大会新闻']);
    expect((await publicGet(t, `/api/wyms/meeting/article/details?id=${res.data.id}`)).data.content).not.toMatch(/script/);
    const hidden = await adminApi(t.app, 'PATCH', `${base()}/articles/${res.data.id}`, owner.token, {
      version: res.data.version,
      published: false,
    });
    expect(hidden.data.published).toBe(false);
    expect(await list()).toEqual([]);
    expect((await publicGet(t, `/api/wyms/meeting/article/details?id=${res.data.id}`)).code).toBe(0);
    const shown = await adminApi(t.app, 'PATCH', `${base()}/articles/${res.data.id}`, owner.token, {
      version: hidden.data.version,
      published: true,
      title: '大会新闻（更新）',
    });
    expect(shown.code).toBe(1);
    expect(await list()).toEqual(['大会新闻（更新）']);
  });

  describe('downloads', () => {
    const upload = (file: { name: string; type: string; data: Buffer }, fields: Record<string, string>, token = owner.token) => {
      const { payload, headers } = multipart(file, fields);
      return t.app.inject({ method: 'POST', url: `${base()}/downloads`, payload, headers: { ...headers, token } });
    };
    const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

    it('stores an uploaded file that the public download route serves at once', async () => {
      const res = (await upload({ name: '会议手册.pdf', type: 'application/pdf', data: PDF }, { title: '会议手册' })).json();
      expect([res.code, res.msg]).toEqual([1, '已上传']);
      expect(res.data).toMatchObject({
        title: '会议手册',
        filename: '会议手册.pdf',
        mime: 'application/pdf',
        size: PDF.length,
        version: 1,
      });
      const listed = await publicGet(t, `/api/wyms/meeting/meeting_data_download/index?id=${meetingId}`);
      expect(listed.data.data.map((d: { title: string }) => d.title)).toEqual(['会议手册']);
      const file = await t.app.inject({ method: 'GET', url: res.data.url });
      expect([file.statusCode, file.headers['content-type'], file.rawPayload.equals(PDF)]).toEqual([200, 'application/pdf', true]);
      expect(await lastAudit(t)).toMatchObject({ action: 'content.downloads.create', after: { title: '会议手册', size: PDF.length } });
    });

    it('refuses a file of another type, one lying about its type, an empty title and one too large; nothing is stored', async () => {
      const before = await contentState(t);
      const refused: [Promise<{ statusCode: number; json(): { code: number; msg: string } }>, number, string][] = [
        [
          upload({ name: 'x.html', type: 'text/html', data: Buffer.from('<script>alert(1)</script>') }, { title: '页面' }),
          200,
          '只能上传 PDF、Word、Excel、PPT、ZIP、TXT、PNG 或 JPG 文件',
        ],
        [
          upload({ name: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg onload="alert(1)"/>') }, { title: '图' }),
          200,
          '只能上传 PDF、Word、Excel、PPT、ZIP、TXT、PNG 或 JPG 文件',
        ],
        [
          upload(
            { name: '手册.pdf', type: 'application/pdf', data: Buffer.from('<html><script>alert(1)</script></html>') },
            { title: '手册' },
          ),
          200,
          '文件内容与 .pdf 类型不符，请上传真实的PDF文件',
        ],
        [
          upload({ name: '日程.txt', type: 'text/plain', data: Buffer.from('<html><script>alert(1)</script>') }, { title: '日程' }),
          200,
          '文件内容与 .txt 类型不符，请上传真实的TXT文件',
        ],
        [upload({ name: '图.jpg', type: 'image/jpeg', data: PNG }, { title: '图' }), 200, '文件内容与 .jpg 类型不符，请上传真实的JPG文件'],
        [upload({ name: '手册.pdf', type: 'application/pdf', data: PDF }, { title: '  ' }), 200, '资料名称不能为空'],
        [
          upload(
            { name: '大.pdf', type: 'application/pdf', data: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) },
            { title: '大文件' },
          ),
          413,
          '文件不能超过5MB',
        ],
        [upload({ name: '手册.pdf', type: 'application/pdf', data: PDF }, { title: '手册' }, viewer.token), 403, '无权访问'],
      ];
      for (const [sent, status, msg] of refused) {
        const res = await sent;
        expect([res.statusCode, res.json().code, res.json().msg]).toEqual([status, 0, msg]);
      }
      expect(await contentState(t)).toEqual(before);
    });

    it("replaces a download's file at the same link against its version, audited without the bytes; a stale or bad file changes nothing", async () => {
      const replace = (
        id: number,
        file: { name: string; type: string; data: Buffer } | null,
        fields: Record<string, string>,
        token = owner.token,
      ) => {
        const { payload, headers } = file
          ? multipart(file, fields)
          : multipart({ name: '', type: 'text/plain', data: Buffer.alloc(0) }, fields);
        return t.app.inject({ method: 'PUT', url: `${base()}/downloads/${id}/file`, payload, headers: { ...headers, token } });
      };
      const first = (await upload({ name: '日程.pdf', type: 'application/pdf', data: PDF }, { title: '日程' })).json().data;
      const res = (
        await replace(first.id, { name: '日程图.png', type: 'image/png', data: PNG }, { version: '1', title: '日程（图）' })
      ).json();
      expect([res.code, res.msg]).toEqual([1, '文件已替换']);
      expect(res.data).toMatchObject({
        id: first.id,
        title: '日程（图）',
        filename: '日程图.png',
        mime: 'image/png',
        size: PNG.length,
        version: 2,
        url: first.url,
      });
      const served = await t.app.inject({ method: 'GET', url: first.url });
      expect([served.headers['content-type'], served.rawPayload.equals(PNG)]).toEqual(['image/png', true]);
      const log = await lastAudit(t);
      expect(log).toEqual(
        expect.objectContaining({
          action: 'content.downloads.replace',
          before: { title: '日程', filename: '日程.pdf', mime: 'application/pdf', size: PDF.length },
          after: { title: '日程（图）', filename: '日程图.png', mime: 'image/png', size: PNG.length, version: 2 },
          actor_user_id: owner.id,
        }),
      );

      const before = await contentState(t);
      const stale = (await replace(first.id, { name: '新.pdf', type: 'application/pdf', data: PDF }, { version: '1' })).json();
      expect([stale.code, stale.msg]).toEqual([0, STALE_VERSION]);
      expect(stale.data.current).toMatchObject({ id: first.id, filename: '日程图.png', size: PNG.length, version: 2 });
      expect(stale.data.current).not.toHaveProperty('data');
      const refused: [Promise<{ statusCode: number; json(): { code: number; msg: string } }>, number, string][] = [
        [
          replace(first.id, { name: 'x.html', type: 'text/html', data: Buffer.from('<script>alert(1)</script>') }, { version: '2' }),
          200,
          '只能上传 PDF、Word、Excel、PPT、ZIP、TXT、PNG 或 JPG 文件',
        ],
        [
          replace(first.id, { name: '手册.pdf', type: 'application/pdf', data: Buffer.from('<html></html>') }, { version: '2' }),
          200,
          '文件内容与 .pdf 类型不符，请上传真实的PDF文件',
        ],
        [
          replace(
            first.id,
            { name: '大.pdf', type: 'application/pdf', data: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) },
            { version: '2' },
          ),
          413,
          '文件不能超过5MB',
        ],
        [replace(first.id, null, { version: '2' }), 200, '请选择要上传的文件'],
        [replace(first.id, { name: '新.pdf', type: 'application/pdf', data: PDF }, { version: '2', title: ' ' }), 200, '资料名称不能为空'],
        [replace(first.id, { name: '新.pdf', type: 'application/pdf', data: PDF }, { version: '2' }, viewer.token), 403, '无权访问'],
        [replace(first.id, { name: '新.pdf', type: 'application/pdf', data: PDF }, { version: '2' }, stranger.token), 403, '无权访问'],
      ];
      for (const [sent, status, msg] of refused) {
        const r = await sent;
        expect([r.statusCode, r.json().code, r.json().msg]).toEqual([status, 0, msg]);
      }
      expect(await contentState(t)).toEqual(before);
    });
  });

  it('lets a platform admin edit the home banners, shown on the home page at once', async () => {
    const res = await adminApi(t.app, 'POST', '/api/admin/content/banners', admin.token, {
      title: '春季大会',
      image: '/uploads/202605/a.png',
      url: `/meeting/home/${meetingId}`,
      content: '<p>x<script>y</script></p>',
    });
    expect(res.data).toMatchObject({ title: '春季大会', content: '<p>x</p>', enabled: true });
    expect((await publicGet(t, '/api/wyms/home_banner/index')).data.map((b: { title: string }) => b.title)).toContain('春季大会');
    const off = await adminApi(t.app, 'PATCH', `/api/admin/content/banners/${res.data.id}`, admin.token, { version: 1, enabled: false });
    expect(off.data.enabled).toBe(false);
    expect((await publicGet(t, '/api/wyms/home_banner/index')).data.map((b: { title: string }) => b.title)).not.toContain('春季大会');
    const bad = await adminApi(t.app, 'POST', '/api/admin/content/banners', admin.token, { title: '无图' });
    expect([bad.code, bad.msg]).toEqual([0, '图片不能为空']);
  });

  it('removes an expert from the meeting and its sessions, leaving them at other meetings', async () => {
    await t.db.query('INSERT INTO meeting_experts (meeting_id, expert_id) VALUES ($1, $2)', [otherMeeting, expertId]);
    const res = await adminApi(t.app, 'DELETE', `${base()}/experts/${expertId}?version=${expertVersion}`, owner.token);
    expect(res.code).toBe(1);
    expect((await publicGet(t, `/api/wyms/meeting/meeting_expert/index?id=${meetingId}`)).data.data).toEqual([]);
    expect(await t.db.query('SELECT count(*)::int AS n FROM meeting_schedule_speakers WHERE expert_id = $1', [expertId])).toEqual([
      { n: 0 },
    ]);
    expect(
      (await publicGet(t, `/api/wyms/meeting/meeting_expert/index?id=${otherMeeting}`)).data.data.map((e: { id: number }) => e.id),
    ).toEqual([expertId]);
    // Added again: the same person is linked, not made twice.
    const again = await adminApi(t.app, 'POST', `${base()}/experts`, owner.token, { name: '李华', organization: '测试医院' });
    expect(again.data.id).toBe(expertId);
  });
});

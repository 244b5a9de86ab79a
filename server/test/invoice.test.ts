import { createTestApp, tokenFor, type TestApp } from './helpers/testApp';

// A fresh database (and for some files the demo data) takes seconds on a busy machine.
const SETUP_MS = 30000;

const COMPANY = {
  type: 1,
  title: '上海会通信息技术有限公司',
  tax_number: '91310115MA1K4AB146',
  bank: '工商银行上海张江支行',
  account: '1001 2345 6789 012',
};

describe('invoice titles API', () => {
  let t: TestApp;
  let demo: string; // 13800138000, who has two seeded titles
  let other: string; // 13900139000, who has none
  const call = (url: string, token: string | null, payload: object = {}) =>
    t.app
      .inject({ method: 'POST', url: `/api/ms.invoice/${url}`, payload, headers: token ? { token } : {} })
      .then((r) => ({ status: r.statusCode, ...r.json() }));

  beforeAll(async () => {
    t = await createTestApp();
    demo = await tokenFor(t.db, '13800138000');
    other = await tokenFor(t.db, '13900139000');
  }, SETUP_MS);
  afterAll(() => t.close());

  it('needs a login for every call', async () => {
    for (const url of ['get_invocie_info_list', 'get_user_invoice', 'submit_user_invoice', 'set_default_invoice', 'del_user_invoice']) {
      expect((await call(url, null, { id: 1, type: 2, title: '某人' })).status).toBe(401);
    }
  });

  it("lists the demo user's seeded titles, the default first", async () => {
    const res = await call('get_invocie_info_list', demo);
    expect(res).toMatchObject({ code: 1, data: { total: 2, current_page: 1, last_page: 1 } });
    expect(res.data.data.map((x: { title: string; is_default: boolean }) => [x.title, x.is_default])).toEqual([
      ['杭州云会科技有限公司', true],
      ['张会务', false],
    ]);
    expect(res.data.data[0]).toMatchObject({ type: 1, tax_number: '91330106MA2GL8K25T' });
    expect((await call('get_invocie_info_list', other)).data).toMatchObject({ total: 0, data: [] });
  });

  it("adds titles: a person's needs only a name, the first becomes the default", async () => {
    const res = await call('submit_user_invoice', other, { type: 2, title: ' 李核销 ' });
    expect(res).toMatchObject({ code: 1, msg: '保存成功', data: { type: 2, title: '李核销', tax_number: '', is_default: true } });
    const second = await call('submit_user_invoice', other, { ...COMPANY, tax_number: '91310115ma1k4ab146', email: 'a@b.cn' });
    // Lower-case tax numbers are accepted and stored upper-case; the first title stays the default.
    expect(second.data).toMatchObject({ tax_number: '91310115MA1K4AB146', email: 'a@b.cn', is_default: false });
    const list = await call('get_invocie_info_list', other);
    expect(list.data.data.map((x: { title: string }) => x.title)).toEqual(['李核销', COMPANY.title]);
  });

  it('accepts form-encoded bodies as the app sends them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ms.invoice/submit_user_invoice',
      headers: { token: other, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ type: '2', title: '表单个人', is_default: 'true' }).toString(),
    });
    expect(res.json()).toMatchObject({ code: 1, data: { title: '表单个人', is_default: true } });
    const defaults = (await call('get_invocie_info_list', other)).data.data.filter((x: { is_default: boolean }) => x.is_default);
    expect(defaults.map((x: { title: string }) => x.title)).toEqual(['表单个人']);
  });

  it('validates with Chinese messages naming the field', async () => {
    const cases: [object, string][] = [
      [{ title: '某公司' }, '抬头类型不能为空'],
      [{ type: 3, title: '某公司' }, '抬头类型取值不正确'],
      [{ type: 1 }, '抬头名称不能为空'],
      [{ type: 1, title: '   ' }, '抬头名称不能为空'],
      [{ type: 1, title: '某公司' }, '企业抬头的税号（统一社会信用代码）不能为空'],
      [{ type: 1, title: '某公司', tax_number: '12345' }, '统一社会信用代码应为18位'],
      [
        { type: 1, title: '某公司', tax_number: '91310115MA1K4AB14-' },
        '统一社会信用代码含有不允许的字符（只能是数字和除 I、O、S、V、Z 外的大写字母）',
      ],
      [{ type: 1, title: '某公司', tax_number: '913101150000000000000' }, '税号不能超过20个字符'],
      [{ ...COMPANY, email: 'not-an-email' }, '电子邮箱格式不正确'],
      [{ ...COMPANY, phone: '电话' }, '注册电话格式不正确'],
      [{ ...COMPANY, account: '账号abc' }, '银行账号格式不正确'],
      [{ ...COMPANY, title: '名'.repeat(101) }, '抬头名称不能超过100个字符'],
    ];
    for (const [payload, msg] of cases) expect(await call('submit_user_invoice', demo, payload)).toMatchObject({ code: 0, msg });
  });

  it('edits a title, keeping it the default, and clears the optional fields left out', async () => {
    const [mine] = (await call('get_invocie_info_list', demo)).data.data;
    const res = await call('submit_user_invoice', demo, {
      id: mine.id,
      type: 1,
      title: '杭州云会科技股份有限公司',
      tax_number: mine.tax_number,
    });
    expect(res.data).toMatchObject({ id: mine.id, title: '杭州云会科技股份有限公司', bank: '', email: '', is_default: true });
    expect((await call('get_user_invoice', demo, { id: mine.id })).data.title).toBe('杭州云会科技股份有限公司');
  });

  it('sets the default: exactly one default afterwards', async () => {
    const before = (await call('get_invocie_info_list', demo)).data.data;
    const personal = before.find((x: { type: number }) => x.type === 2);
    expect(await call('set_default_invoice', demo, { id: personal.id })).toMatchObject({ code: 1, msg: '已设为默认抬头' });
    const after = (await call('get_invocie_info_list', demo)).data.data;
    expect(after.filter((x: { is_default: boolean }) => x.is_default).map((x: { id: number }) => x.id)).toEqual([personal.id]);
    expect(after[0].id).toBe(personal.id);
  });

  it('keeps exactly one default when several requests change it at once', async () => {
    const ids = (await call('get_invocie_info_list', other)).data.data.map((x: { id: number }) => x.id);
    const replies = await Promise.all([
      ...ids.map((id: number) => call('set_default_invoice', other, { id })),
      call('submit_user_invoice', other, { type: 2, title: '并发新增', is_default: true }),
    ]);
    expect(replies.map((r) => r.code)).toEqual(replies.map(() => 1));
    const [{ n }] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM invoice_titles t JOIN users u ON u.id = t.user_id WHERE u.mobile = $1 AND t.is_default',
      ['13900139000'],
    );
    expect(n).toBe(1);
  });

  it("never shows or changes another user's titles, and says so for unknown ids", async () => {
    const [mine] = (await call('get_invocie_info_list', demo)).data.data;
    const notFound = { code: 0, msg: '发票抬头不存在' };
    expect(await call('get_user_invoice', other, { id: mine.id })).toMatchObject(notFound);
    expect(await call('set_default_invoice', other, { id: mine.id })).toMatchObject(notFound);
    expect(await call('del_user_invoice', other, { id: mine.id })).toMatchObject(notFound);
    expect(await call('submit_user_invoice', other, { id: mine.id, type: 2, title: '篡改' })).toMatchObject(notFound);
    expect(await call('get_user_invoice', demo, { id: 999999 })).toMatchObject(notFound);
    expect(await call('get_user_invoice', demo, {})).toMatchObject({ code: 0, msg: '发票抬头ID不能为空' });
    expect((await call('get_user_invoice', demo, { id: mine.id })).data).toMatchObject({
      id: mine.id,
      is_default: mine.is_default,
      title: mine.title,
    });
  });

  it('deletes a title', async () => {
    const before = (await call('get_invocie_info_list', demo)).data;
    const victim = before.data[before.data.length - 1];
    expect(await call('del_user_invoice', demo, { id: victim.id })).toMatchObject({ code: 1, msg: '已删除' });
    expect((await call('get_invocie_info_list', demo)).data.total).toBe(before.total - 1);
    expect(await call('del_user_invoice', demo, { id: victim.id })).toMatchObject({ code: 0, msg: '发票抬头不存在' });
  });

  it('pages the list and limits how many titles one keeps', async () => {
    const fresh = await tokenFor(t.db, '13800138000');
    const { total } = (await call('get_invocie_info_list', fresh)).data;
    for (let i = total; i < 20; i += 1) expect((await call('submit_user_invoice', fresh, { type: 2, title: `个人${i}` })).code).toBe(1);
    expect(await call('submit_user_invoice', fresh, { type: 2, title: '第21个' })).toMatchObject({
      code: 0,
      msg: '最多可保存20个发票抬头',
    });
    const page2 = await call('get_invocie_info_list', fresh, { page: 2, limit: 15 });
    expect(page2.data).toMatchObject({ total: 20, per_page: 15, current_page: 2, last_page: 2 });
    expect(page2.data.data).toHaveLength(5);
    expect(await call('get_invocie_info_list', fresh, { limit: 51 })).toMatchObject({ code: 0, msg: '每页数量不能大于50' });
  });
});

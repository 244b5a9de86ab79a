import { createTestApp, type TestApp } from './helpers/testApp';
import { sanitizeRichText } from '../src/lib/richText';

/** Articles, banners and the reference lists (areas, sectors) the visitor's pages read. */
describe('content API', () => {
  let t: TestApp;
  const get = async (url: string) => (await t.app.inject(url)).json();
  let demoId: number;

  beforeAll(async () => {
    t = await createTestApp();
    [{ id: demoId }] = await t.db.query<{ id: number }>("SELECT id FROM meetings WHERE title = '第十届中国智慧医疗创新大会'");
  }, 60_000);
  afterAll(() => t.close());

  it('has 40 articles in several categories, with counts', async () => {
    const cats = await get('/api/wyms/article/article_cat');
    expect(cats.data.map((c: { name: string }) => c.name)).toEqual(['行业动态', '政策解读', '专家观点', '会议快讯', '酒店会展']);
    expect(cats.data.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(40);
    const all = await get('/api/wyms/article/index?limit=50');
    expect(all.data.total).toBe(40);
  });

  it('lists articles newest first, by category, by scope and by keyword, with paging', async () => {
    const cats = (await get('/api/wyms/article/article_cat')).data as Array<{ id: number; name: string; count: number }>;
    const policy = cats.find((c) => c.name === '政策解读')!;
    const byCat = await get(`/api/wyms/article/index?cat_id=${policy.id}&limit=3`);
    expect(byCat.data).toMatchObject({ total: policy.count, per_page: 3, last_page: Math.ceil(policy.count / 3) });
    expect(byCat.data.data.every((a: { cat_name: string }) => a.cat_name === '政策解读')).toBe(true);
    const times = byCat.data.data.map((a: { published_at: string }) => Date.parse(a.published_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const meetingScope = await get('/api/wyms/article/index?scope=meeting&limit=50');
    expect(meetingScope.data.total).toBe(12);
    expect(meetingScope.data.data.every((a: { meeting_title: string }) => a.meeting_title)).toBe(true);
    expect((await get('/api/wyms/article/index?scope=news')).data.total).toBe(28);
    const found = await get(`/api/wyms/article/index?keyword=${encodeURIComponent('储能')}`);
    expect(found.data.total).toBeGreaterThanOrEqual(2);
    expect(found.data.data.every((a: { title: string; summary: string }) => `${a.title}${a.summary}`.includes('储能'))).toBe(true);
    expect((await get('/api/wyms/article/index?scope=all')).msg).toBe('范围取值不正确');
  });

  it('gives an article, counting the view, and code 0 for an unknown one', async () => {
    const [first] = (await get('/api/wyms/article/index?limit=1')).data.data;
    const a = await get(`/api/wyms/article/details?id=${first.id}`);
    expect(a.data).toMatchObject({ id: first.id, title: first.title, views: first.views + 1 });
    expect(a.data.content).toContain('<p>');
    expect(await get('/api/wyms/article/details?id=99999')).toMatchObject({ code: 0, msg: '文章不存在或已下线' });
  });

  it("lists a meeting's articles and gives only meeting articles from the meeting details call", async () => {
    const list = await get(`/api/wyms/meeting/article/index?id=${demoId}`);
    expect(list.data.total).toBe(5);
    expect(list.data.data[0]).toMatchObject({ meeting_id: demoId, cat_name: '会议快讯' });
    const detail = await get(`/api/wyms/meeting/article/details?id=${list.data.data[0].id}`);
    expect(detail.data.meeting_title).toBe('第十届中国智慧医疗创新大会');
    const [news] = (await get('/api/wyms/article/index?scope=news&limit=1')).data.data;
    expect(await get(`/api/wyms/meeting/article/details?id=${news.id}`)).toMatchObject({ code: 0, msg: '文章不存在或已下线' });
  });

  it('sanitises article text written around the importer before serving it', async () => {
    const [row] = await t.db.query<{ id: number }>(
      `INSERT INTO articles (title, content) VALUES ('x', '<p>ok</p><script>alert(1)</script><a href="javascript:alert(1)" onmouseover="x()">l</a><iframe src="https://e.com"></iframe>') RETURNING id`,
    );
    const a = await get(`/api/wyms/article/details?id=${row.id}`);
    expect(a.data.content).toBe('<p>ok</p><a rel="noopener noreferrer">l</a>');
    await t.db.query('DELETE FROM articles WHERE id = $1', [row.id]);
  });

  it('keeps safe formatting and images when sanitising', () => {
    const html =
      '<h3>标题</h3><p style="text-align:center;position:fixed">居中</p><img src="/api/wyms/media/cover.svg?text=a" alt="a"><table><tr><td colspan="2">x</td></tr></table>';
    expect(sanitizeRichText(html)).toBe(
      '<h3>标题</h3><p style="text-align:center">居中</p><img src="/api/wyms/media/cover.svg?text=a" alt="a" /><table><tr><td colspan="2">x</td></tr></table>',
    );
  });

  it('lists home banners and gives one', async () => {
    const list = await get('/api/wyms/home_banner/index');
    expect(list.data.length).toBeGreaterThanOrEqual(3);
    expect(list.data[0]).toMatchObject({ title: '第十届中国智慧医疗创新大会', url: `/meeting/home/${demoId}` });
    expect(list.data[0].image).toMatch(/^\/api\/wyms\/media\/banner\?/);
    expect((await get(`/api/wyms/home_banner/details?id=${list.data[0].id}`)).data.title).toBe(list.data[0].title);
    expect(await get('/api/wyms/home_banner/details?id=99999')).toMatchObject({ code: 0, msg: '轮播图不存在' });
  });

  it('lists provinces and their cities', async () => {
    const provinces = await get('/api/wyms/area/province');
    expect(provinces.data).toHaveLength(34);
    const zj = provinces.data.find((p: { name: string }) => p.name === '浙江省');
    const cities = await get(`/api/wyms/area/city?province_id=${zj.id}`);
    expect(cities.data.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['杭州市', '宁波市', '温州市']));
    expect(cities.data).toHaveLength(11);
    expect(await get('/api/wyms/area/city?province_id=99999')).toMatchObject({ code: 0, msg: '省份不存在' });
    const [city] = cities.data;
    expect(await get(`/api/wyms/area/city?province_id=${city.id}`)).toMatchObject({ code: 0, msg: '省份不存在' });
    expect(await get('/api/wyms/area/city')).toMatchObject({ code: 0, msg: '省份ID不能为空' });
  });

  it('lists sectors and their sub-sectors', async () => {
    const parents = await get('/api/wyms/sector/parent');
    expect(parents.data[0].name).toBe('医疗健康');
    const children = await get(`/api/wyms/sector/child?parent_id=${parents.data[0].id}`);
    expect(children.data.map((c: { name: string }) => c.name)).toContain('数字医疗');
    expect(await get('/api/wyms/sector/child?parent_id=99999')).toMatchObject({ code: 0, msg: '行业不存在' });
  });
});

import Fastify from 'fastify';
import type { TestApp } from './helpers/testApp';
import { createSiteApp } from './helpers/appsDir';
import { firstAnswersOf, firstCallKey } from '../src/static/firstAnswers';

type Envelope = { code: number; msg: string; time: number; data: unknown };

/** The answers block of a page, parsed, or undefined when the page has none. */
function answersOf(html: string): Record<string, Envelope> | undefined {
  const block = /<script type="application\/json" id="first-answers"(?: data-whole)?>(.*?)<\/script>/s.exec(html);
  return block ? JSON.parse(block[1]) : undefined;
}

/** An answer without its `time` (the second the server answered in), for comparing two answers of one call. */
const timeless = ({ time: _time, ...rest }: Envelope) => rest;

describe("the shell's page answers the first calls of the page it opens", () => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof createSiteApp>>;
  const page = (url: string) => site.page(url);
  const api = async (call: string) => (await t.app.inject(`/${call}`)).json<Envelope>();

  beforeAll(async () => {
    site = await createSiteApp();
    t = site.t;
  }, 120_000);
  afterAll(() => site.close());

  it("/ carries the config, the banners, the home page's meetings and news, as the API answers them", async () => {
    const answers = answersOf(await page('/'))!;
    const calls = [
      'api/wyms/config/config',
      'api/wyms/home_banner/index',
      'api/wyms/meeting/meeting/index?limit=3&page=1',
      'api/wyms/article/index?limit=4&page=1&scope=news',
    ];
    expect(Object.keys(answers).sort()).toEqual([...calls].sort());
    for (const call of calls) {
      expect(answers[call].code).toBe(1);
      expect(timeless(answers[call])).toEqual(timeless(await api(call)));
    }
    expect((answers['api/wyms/meeting/meeting/index?limit=3&page=1'].data as { data: unknown[] }).data).toHaveLength(3);
  });

  it("an organiser's text with replacement patterns ($&, $') is carried as written, the page around it intact", async () => {
    const [m] = await t.db.query<{ id: number; title: string }>('SELECT id, title FROM meetings WHERE published ORDER BY id LIMIT 1');
    const title = "年会 $& $' $$ $` 特价";
    await t.db.query('UPDATE meetings SET title = $1 WHERE id = $2', [title, m.id]);
    try {
      const html = await page(`/meeting/home/${m.id}`);
      const answers = answersOf(html)!;
      expect((answers[`api/wyms/meeting/meeting/details?id=${m.id}`].data as { title: string }).title).toBe(title);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html.match(/<\/body>/g)).toHaveLength(1);
      expect(html.match(/<title>/g)).toHaveLength(1);
    } finally {
      await t.db.query('UPDATE meetings SET title = $1 WHERE id = $2', [m.title, m.id]);
    }
  });

  it("/meeting/home/{id} carries the meeting and its page's entries; a meeting nobody may see, the API's refusal", async () => {
    const [m] = await t.db.query<{ id: number }>('SELECT id FROM meetings WHERE published ORDER BY id LIMIT 1');
    const answers = answersOf(await page(`/meeting/home/${m.id}?pc=1`))!;
    const details = `api/wyms/meeting/meeting/details?id=${m.id}`;
    const pageData = `api/wyms/meeting/meeting/get_page_data?id=${m.id}`;
    const applyState = `api/wyms/meeting/meeting_apply/index?meeting_id=${m.id}`;
    expect(Object.keys(answers).sort()).toEqual(['api/wyms/config/config', details, pageData, applyState].sort());
    expect(timeless(answers[details])).toEqual(timeless(await api(details)));
    expect(timeless(answers[applyState])).toEqual(timeless(await api(applyState)));
    expect(timeless(answers[pageData])).toEqual(timeless(await api(pageData)));
    expect(answers[details].data).toMatchObject({ id: m.id });

    // The id as the page reads it.
    expect(Object.keys(answersOf(await page(`/meeting/home/0${m.id}`))!)).toContain(details);

    const missing = answersOf(await page('/meeting/home/999999'))!;
    const refusal = await api('api/wyms/meeting/meeting/details?id=999999');
    expect(refusal.code).toBe(0);
    expect(missing['api/wyms/meeting/meeting/details?id=999999']).toMatchObject({ code: 0, msg: refusal.msg });
  });

  it('the other public pages carry their first calls, with the ids they read from their path or their query', async () => {
    const [m] = await t.db.query<{ id: number }>('SELECT id FROM meetings WHERE published ORDER BY id LIMIT 1');
    const pages: Array<[string, string[]]> = [
      ['/meetingList', ['api/wyms/meeting/meeting/index?page=1']],
      [
        `/meeting/search/result?keyword=${encodeURIComponent('杭州')}`,
        [`api/wyms/meeting/meeting/index?keyword=${encodeURIComponent('杭州')}&page=1`],
      ],
      [`/meeting/info/${m.id}`, ['details', 'pay_information', 'timeline'].map((w) => `api/wyms/meeting/meeting/${w}?id=${m.id}`)],
      [`/meeting/information/introduction?id=${m.id}`, [`api/wyms/meeting/meeting/content?id=${m.id}`]],
      [`/meeting/information/download?id=0${m.id}`, [`api/wyms/meeting/meeting_data_download/index?id=${m.id}&page=1`]],
      ['/meeting/schedule/detail?id=1', ['api/wyms/meeting/meeting_schedule/details?id=1']],
      [`/meeting/expert/detail?id=1&meeting_id=${m.id}`, [`api/wyms/expert/details?id=1&meeting_id=${m.id}`]],
      ['/meeting/expert/detail?id=1', ['api/wyms/expert/details?id=1']],
      [`/meeting/article/home/${m.id}`, [`api/wyms/meeting/article/index?id=${m.id}&page=1`]],
      ['/meeting/article/detail/1', ['api/wyms/meeting/article/details?id=1']],
      ['/article/detail/1', ['api/wyms/article/details?id=1']],
      ['/share/article?id=1', ['api/wyms/article/details?id=1']],
      ['/setting/agreement', ['api/wyms/config/agreement']],
      ['/setting/introduce', ['api/wyms/config/platform_introduction']],
    ];
    for (const [url, calls] of pages) {
      const answers = answersOf(await page(url))!;
      expect([url, Object.keys(answers).sort()]).toEqual([url, ['api/wyms/config/config', ...calls].sort()]);
      // An article's details count a view at each ask: the page's answer is one ask, the test's the next.
      const unviewed = (e: Envelope) => ({ ...timeless(e), data: { ...(e.data as object), views: undefined } });
      for (const call of calls) expect(unviewed(answers[call])).toEqual(unviewed(await api(call)));
    }
  });

  it('other pages carry the config only: a page whose calls depend on more than its address, or whose id is not one', async () => {
    for (const url of [
      '/meeting/home/abc',
      '/meeting/information/introduction?id=abc',
      '/meeting/information/introduction',
      '/meeting/schedule/home?id=1',
      '/meeting/expert/home?id=1',
      '/mine',
      '/hotel/detail/1',
    ]) {
      expect(Object.keys(answersOf(await page(url))!)).toEqual(['api/wyms/config/config']);
    }
  });

  it('marks a sign-in or sign-up page whole (the config is all it calls): it needs the HTTP client only when the user acts', async () => {
    for (const url of ['/sign/byPwd', '/sign/msgCode', '/sign/signup']) {
      const html = await page(url);
      expect(html).toContain('id="first-answers" data-whole>');
      expect(Object.keys(answersOf(html)!)).toEqual(['api/wyms/config/config']);
    }
    for (const url of ['/', '/mine', '/sign/elsewhere']) expect(await page(url)).not.toContain('data-whole');
  });

  it('is sent compressed, the answers making it more than a few hundred bytes', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache, no-transform');
  });

  it('is fresh at every request: the page answers with what the database holds now', async () => {
    const [first] = await t.db.query<{ id: number; title: string }>(
      'SELECT id, title FROM home_banners WHERE enabled ORDER BY sort, id LIMIT 1',
    );
    await t.db.query('UPDATE home_banners SET title = $2 WHERE id = $1', [first.id, '刚改的标题']);
    try {
      const banners = answersOf(await page('/'))!['api/wyms/home_banner/index'].data as { title: string }[];
      expect(banners.map((b) => b.title)).toContain('刚改的标题');
    } finally {
      await t.db.query('UPDATE home_banners SET title = $2 WHERE id = $1', [first.id, first.title]);
    }
  });

  it('keeps what the database holds inside the data block: a stored </script> cannot end it', async () => {
    const [first] = await t.db.query<{ id: number; title: string }>(
      'SELECT id, title FROM home_banners WHERE enabled ORDER BY sort, id LIMIT 1',
    );
    const tricky = '</script><script>alert(1)</script><!--';
    await t.db.query('UPDATE home_banners SET title = $2 WHERE id = $1', [first.id, tricky]);
    try {
      const html = await page('/');
      expect(html).not.toContain('<script>alert(1)');
      const banners = answersOf(html)!['api/wyms/home_banner/index'].data as { title: string }[];
      expect(banners.map((b) => b.title)).toContain(tricky);
    } finally {
      await t.db.query('UPDATE home_banners SET title = $2 WHERE id = $1', [first.id, first.title]);
    }
  });
});

describe('the answers of first calls', () => {
  it('are filed under the path and the query sorted by name, as the page files its calls', () => {
    expect(firstCallKey('api/a?page=1&limit=3&scope=news')).toBe('api/a?limit=3&page=1&scope=news');
    expect(firstCallKey('api/a')).toBe('api/a');
  });

  it('leave out a call that fails, answers with an HTTP error or is late: the page makes it itself', async () => {
    const app = Fastify();
    app.get('/api/fast', async () => ({ code: 1, msg: '', data: 'fast' }));
    app.get('/api/slow', () => new Promise((resolve) => setTimeout(() => resolve({ code: 1, msg: '', data: 'slow' }), 300)));
    app.get('/api/broken', async () => {
      throw new Error('boom');
    });
    await app.ready();
    const answers = firstAnswersOf(
      app,
      [
        { path: /^\/$/, calls: () => ['api/fast', 'api/slow', 'api/broken', 'api/missing'] },
        {
          path: /^\//,
          calls: () => {
            throw new Error('a declaration that cannot name its calls');
          },
        },
      ],
      50,
    );
    expect(await answers('/')).toEqual({ answers: { 'api/fast': { code: 1, msg: '', data: 'fast' } }, whole: false });
    expect(await answers('/other')).toEqual({ answers: {}, whole: false });
    await app.close();
  });

  it('call a page whole only when a declaration says so and every call of the page was answered', async () => {
    const app = Fastify();
    app.get('/api/config', async () => ({ code: 1, msg: '', data: 'config' }));
    app.get('/api/broken', async () => {
      throw new Error('boom');
    });
    await app.ready();
    const answers = firstAnswersOf(app, [
      { path: /^\//, calls: () => ['api/config'] },
      { path: /^\/form$/, calls: () => [], whole: true },
      { path: /^\/late-form$/, calls: () => ['api/broken'], whole: true },
    ]);
    expect(await answers('/form')).toEqual({ answers: { 'api/config': { code: 1, msg: '', data: 'config' } }, whole: true });
    expect((await answers('/late-form')).whole).toBe(false);
    expect((await answers('/list')).whole).toBe(false);
    await app.close();
  });
});

import { createTestApp, type TestApp } from './helpers/testApp';
import { createSiteApp, makeAppsFolder } from './helpers/appsDir';

const unescape = (value: string) => value.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&amp;', '&');

/** The href of the page's image preload, unescaped, or undefined when it has none. */
const imagePreload = (html: string) => {
  const link = /<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/.exec(html);
  return link ? unescape(link[1]) : undefined;
};

/** The first screen's picture and frame, or null when the page has none. */
const firstScreen = (html: string) => {
  const img = /<img id="first-screen" class="first-screen-(\w+)" src="([^"]*)" alt="" fetchpriority="high">/.exec(html);
  return img && { frame: img[1], src: unescape(img[2]) };
};

describe("the shell's page preloads and shows first the lead picture of the page it opens", () => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof createSiteApp>>;
  const page = (url: string) => site.page(url);

  beforeAll(async () => {
    site = await createSiteApp();
    t = site.t;
  }, 120_000);
  afterAll(() => site.close());

  it('/ preloads the banner its carousel shows first, as the banners are now', async () => {
    const banners = await t.db.query<{ id: number; image: string }>('SELECT id, image FROM home_banners WHERE enabled ORDER BY sort, id');
    expect(banners.length).toBeGreaterThan(1);
    expect(imagePreload(await page('/'))).toBe(banners[0].image);
    expect(firstScreen(await page('/'))).toEqual({ frame: 'banner', src: banners[0].image });
    // Asked for before the shell's script, so it does not queue behind it for a connection.
    const html = await page('/');
    expect(html.indexOf('as="image"')).toBeGreaterThan(html.indexOf('</title>'));
    expect(html.indexOf('as="image"')).toBeLessThan(html.indexOf('"/main.js'));
    // The shell's script is started once the picture shows (firstScreenStart.ts), not by the parser.
    expect(html).toMatch(/<link rel="preload" as="script" href="\/main\.js[^"]*" id="shell-script">/);
    expect(html).not.toContain('<script defer');

    await t.db.query('UPDATE home_banners SET enabled = false WHERE id = $1', [banners[0].id]);
    expect(imagePreload(await page('/'))).toBe(banners[1].image);
    await t.db.query('UPDATE home_banners SET enabled = true WHERE id = $1', [banners[0].id]);
  });

  it("/meeting/home/{id} preloads the meeting's background, else its cover; nothing for a meeting nobody may see", async () => {
    const [m] = await t.db.query<{ id: number; background_image: string; cover: string }>(
      'SELECT id, background_image, cover FROM meetings WHERE published ORDER BY id LIMIT 1',
    );
    expect(imagePreload(await page(`/meeting/home/${m.id}?pc=1`))).toBe(m.background_image);
    expect(firstScreen(await page(`/meeting/home/${m.id}`))).toEqual({ frame: 'hero', src: m.background_image });

    await t.db.query("UPDATE meetings SET background_image = '' WHERE id = $1", [m.id]);
    expect(imagePreload(await page(`/meeting/home/${m.id}`))).toBe(m.cover);

    await t.db.query('UPDATE meetings SET published = false WHERE id = $1', [m.id]);
    expect(imagePreload(await page(`/meeting/home/${m.id}`))).toBeUndefined();
    await t.db.query('UPDATE meetings SET published = true, background_image = $2 WHERE id = $1', [m.id, m.background_image]);

    for (const url of ['/meeting/home/999999', '/meeting/home/abc', '/meeting/home/99999999999999999999', '/meeting/info/1']) {
      const html = await page(url);
      expect(imagePreload(html)).toBeUndefined();
      expect(firstScreen(html)).toBeNull();
      expect(html).not.toContain('first-screen');
      expect(html).toMatch(/<script defer src="\/main\.js/);
    }
  });

  it('names only pictures of this site, escaped; an outside address never reaches the page', async () => {
    const [first] = await t.db.query<{ id: number; image: string }>(
      'SELECT id, image FROM home_banners WHERE enabled ORDER BY sort, id LIMIT 1',
    );
    for (const outside of ['https://evil.example.com/a.png', '//evil.example.com/a.png', 'javascript:alert(1)']) {
      await t.db.query('UPDATE home_banners SET image = $2 WHERE id = $1', [first.id, outside]);
      const html = await page('/');
      expect(imagePreload(html)).toBeUndefined();
      expect(firstScreen(html)).toBeNull();
      // The banners' data (the answers block) may hold it, as the API does; nothing the page loads names it.
      expect(html).not.toMatch(/(src|href)="[^"]*evil\.example\.com/);
    }
    const tricky = '/uploads/a.png?x="><script>alert(1)</script>';
    await t.db.query('UPDATE home_banners SET image = $2 WHERE id = $1', [first.id, tricky]);
    const html = await page('/');
    expect(imagePreload(html)).toBe(tricky);
    expect(firstScreen(html)).toEqual({ frame: 'banner', src: tricky });
    expect(html.match(/<script[^>]*>/g)).toHaveLength(3);
    expect(html).not.toContain('<script>alert(1)');
    await t.db.query('UPDATE home_banners SET image = $2 WHERE id = $1', [first.id, first.image]);
  });
});

it("draws the home page's lead picture as the server starts listening, before anyone asks for it", async () => {
  const apps = makeAppsFolder();
  const asked: { url: string; accept?: string }[] = [];
  const t = await createTestApp({
    config: { serveApps: true, appsDir: apps.appsDir, uploadDir: apps.uploadDir },
    extend: (app) => app.addHook('onRequest', async (req) => void asked.push({ url: req.url, accept: req.headers.accept })),
  });
  try {
    const [banner] = await t.db.query<{ image: string }>('SELECT image FROM home_banners WHERE enabled ORDER BY sort, id LIMIT 1');
    await t.app.ready();
    expect(asked).toEqual([]);
    await t.listen();
    for (let tries = 0; !asked.length && tries < 200; tries++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(asked).toEqual([{ url: banner.image, accept: expect.stringContaining('image/webp') }]);
  } finally {
    await t.close();
    apps.remove();
  }
}, 120_000);

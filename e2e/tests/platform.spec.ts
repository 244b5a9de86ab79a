import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, waitForApp, navigate, watchApiAndClient } from './fixtures';
import { REMOTES_CONFIG_FILE, TMP_DIR } from '../playwright.config';
import { serveFolder } from './support/staticServer';
import { ROOT } from './support/remoteBuild';
const REMOTE_DIRS = ['mf-meeting', 'mf-hotel', 'mf-order-invoice', 'mf-account', 'mf-verify', 'mf-admin'];

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});

test("an unknown path under a remote is that remote's 404 page", async ({ page }) => {
  await page.goto('/setting/nothing-here');
  await expect(page.getByText('Page not found: /setting/nothing-here')).toBeVisible();
});

test('the theme colour from the server config reaches react-vant and the app', async ({ page }) => {
  await page.goto('/setting/agreement');
  await waitForApp(page);
  const vars = await page.evaluate(() => {
    const s = getComputedStyle(document.documentElement);
    return {
      app: s.getPropertyValue('--app-theme').trim(),
      rgb: s.getPropertyValue('--app-theme-rgb').trim(),
      rv: s.getPropertyValue('--rv-primary-color').trim(),
    };
  });
  expect(vars).toEqual({ app: '#675643', rgb: '103, 86, 67', rv: '#675643' });
});

test('root font size is a tenth of the width, capped at 75px, and follows resizes', async ({ page }) => {
  await page.goto('/setting/agreement');
  await waitForApp(page);
  const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  await expect.poll(rootSize).toBe('37.5px');
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect.poll(rootSize).toBe('75px');
  const body = await page.evaluate(() => getComputedStyle(document.body).fontSize);
  expect(body).toBe('12px');
});

test('the pc parameter is remembered and appended to every navigation except /share/article', async ({ page }) => {
  await page.goto('/no/where?pc=kiosk7');
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/\?pc=kiosk7$/);
  await navigate(page, '/setting/privacy');
  await expect(page).toHaveURL(/\/setting\/privacy\?pc=kiosk7$/);
  // Remembered across a fresh page load without it in the URL (cookie / local storage).
  await page.goto('/setting/agreement');
  await expect(page).toHaveURL(/\/setting\/agreement\?pc=kiosk7$/);
  await page.goto('/share/article?id=1');
  await waitForApp(page);
  await page.waitForTimeout(300);
  expect(new URL(page.url()).searchParams.has('pc')).toBe(false);
});

test('a remote that is down shows a fallback with retry while the rest of the site works', async ({ page }) => {
  let down = true;
  await page.route('**/remotes/mf-hotel/**', (route) => (down ? route.abort() : route.continue()));
  await page.goto('/hotel/list/1');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('酒店');
  // Another remote's page still works in the same session.
  await page.goto('/setting/agreement');
  await expect(page.getByText('一、总则')).toBeVisible();
  await page.goBack();
  await expect(fallback).toBeVisible();
  down = false;
  await fallback.getByRole('button', { name: '重试' }).click();
  await expect(fallback).toHaveCount(0);
});

test('a redeployed remote is live with no shell rebuild', async ({ page, request }) => {
  const outDir = path.join(TMP_DIR, 'mf-hotel-v2');
  const shellBuild = (await (await request.get('/builds/latest.json')).json()).id;
  // Build mf-hotel again with a visible change, as its own team would, into its own folder.
  execFileSync(path.join(ROOT, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
    cwd: path.join(ROOT, 'mf-hotel'),
    env: { ...process.env, BUILD_LABEL: '灰度 v2', OUT_DIR: outDir },
    stdio: 'ignore',
  });
  // ...and publish it on its own origin.
  const cdn = await serveFolder(outDir);
  try {
    await page.goto('/hotel/list/1');
    await expect(page.getByTestId('build-badge-mf-hotel')).toHaveCount(0);
    const config = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
    fs.writeFileSync(REMOTES_CONFIG_FILE, JSON.stringify({ ...config, mf_hotel: `${cdn.origin}/remoteEntry.js` }));
    await page.reload();
    await expect(page.getByTestId('build-badge-mf-hotel')).toContainText('灰度 v2');
    expect((await (await request.get('/builds/latest.json')).json()).id).toBe(shellBuild);
  } finally {
    fs.rmSync(REMOTES_CONFIG_FILE, { force: true });
    cdn.close();
  }
});

/** Holds back the page's requests to matching URLs until the returned release is called. */
async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const { path: pagePath, lead } of [
  { path: '/', lead: 'img[data-lead]' },
  { path: '/meeting/home/1', lead: 'header[data-lead]' },
]) {
  test(`${pagePath} shows its lead picture before any script has run, and the page's own takes its place`, async ({ page }) => {
    // main.js?v=…: the page names it with its version.
    const release = await holdRequests(page, /\/main\.js(\?|$)/);
    await page.goto(pagePath, { waitUntil: 'commit' });
    const screen = page.locator('#first-screen');
    await expect(screen).toBeVisible();
    await expect.poll(() => screen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const before = await screen.boundingBox();
    const screenSrc = await screen.evaluate((img: HTMLImageElement) => img.src);

    release();
    await expect(page.locator(lead)).toBeVisible();
    await expect(screen).toHaveCount(0);
    const after = await page.locator(lead).boundingBox();
    // The same place and size: the picture does not move when the page takes over.
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(after![key] - before![key])).toBeLessThanOrEqual(1);
    expect(new URL((await page.locator(lead).getAttribute('data-lead'))!, page.url()).href).toBe(screenSrc);
  });
}

test("the shell's script is put into the page when the lead picture's paint is reported, and the app runs", async ({ page }) => {
  // The picture comes 100 ms after main.js: painted well before the page would stop waiting for it (500 ms
  // after main.js), so main.js starts on the report of its paint, not on that timer.
  const releasePicture = await holdRequests(page, /\/api\/wyms\/media\/background/);
  page.on('requestfinished', (r) => /\/main\.js/.test(r.url()) && setTimeout(releasePicture, 100));
  // Before the page's own scripts: when the picture was painted (its largest-paint entry's render time), and
  // when main.js was put into the page, on the page's one clock.
  await page.addInitScript(() => {
    const seen = { picturePainted: -1, mainAdded: -1 };
    Object.assign(window, { seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; renderTime: number })[]) {
        if (entry.element?.id === 'first-screen') seen.picturePainted = entry.renderTime || entry.startTime;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver((records) => {
      const added = records
        .flatMap((r) => Array.from(r.addedNodes))
        .some((n) => n instanceof HTMLScriptElement && /\/main\.js/.test(n.src));
      if (added && seen.mainAdded < 0) seen.mainAdded = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/meeting/home/1');
  await expect(page.locator('header[data-lead]')).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { seen: { picturePainted: number; mainAdded: number } }).seen);
  expect(seen.picturePainted).toBeGreaterThan(0);
  expect(seen.mainAdded).toBeGreaterThanOrEqual(seen.picturePainted);
  expect(seen.mainAdded - seen.picturePainted).toBeLessThan(200);
});

test('a lead picture that does not come does not hold the app back', async ({ page }) => {
  const release = await holdRequests(page, /\/api\/wyms\/media\/background/);
  await page.goto('/meeting/home/1', { waitUntil: 'commit' });
  // The meeting's words come from the app, which started without the picture.
  await expect(page.getByText('数智赋能 · 健康未来', { exact: true })).toBeVisible();
  expect(await page.locator('#first-screen').evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
  release();
});

for (const { path: pagePath, shows, tap, next } of [
  {
    path: '/',
    shows: ['第八届长三角数字经济峰会', '全国三级医院电子病历平均应用水平持续提升'],
    tap: '会议',
    next: '第六届粤港澳大湾区新能源产业博览会',
  },
  { path: '/meeting/home/1', shows: ['第十届中国智慧医疗创新大会', '会议日程'], tap: '专家嘉宾', next: '陈立民' },
]) {
  test(`${pagePath} shows its first screen from the answers in its page: no API call, and no HTTP client until the user acts`, async ({
    page,
  }) => {
    const { calls, clientFetches } = watchApiAndClient(page);
    await page.goto(pagePath);
    for (const text of shows) await expect(page.getByText(text).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The session is the user's own (no answer in a page every visitor gets); the rest came with the page.
    expect(calls).toEqual(['/api/_auth/session']);
    expect(clientFetches()).toBe(0);

    // The first touch fetches the client; what the next page needs is asked of the server.
    await page.getByText(tap, { exact: true }).first().click();
    await expect(page.getByText(next).first()).toBeVisible();
    expect(clientFetches()).toBe(1);
    expect(calls.length).toBeGreaterThan(1);
  });
}

/**
 * Opens `/` in a new tab of the context and tells, of the requests it made before its content showed, which
 * reached the server and which the browser answered from its cache.
 */
async function visitHome(context: BrowserContext): Promise<{ fromServer: string[]; fromCache: string[] }> {
  // A new tab, as someone coming back opens one (the same URL again in the same tab can count as a reload).
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const before = new Map<string, string>();
  const answered = new Set<string>();
  const cached = new Set<string>();
  let shown = false;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!shown) before.set(e.requestId, e.request.url);
  });
  cdp.on('Network.requestServedFromCache', (e) => cached.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    answered.add(e.requestId);
    if (e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker) cached.add(e.requestId);
  });
  await page.goto('/');
  await expect(page.locator('img[data-lead]')).toBeVisible();
  shown = true;
  // Every request made so far has its answer, so each is known to come from the cache or not.
  await page.waitForLoadState('networkidle');
  await page.close();
  const url = (u: string) => new URL(u).pathname + new URL(u).search;
  const requests = [...before].filter(([id]) => answered.has(id));
  return {
    fromServer: requests.filter(([id]) => !cached.has(id)).map(([, u]) => url(u)),
    fromCache: requests.filter(([id]) => cached.has(id)).map(([, u]) => url(u)),
  };
}

test('a repeat visit asks the server for the page and its data only, not for main.js or remoteEntry.js', async ({ context }) => {
  await visitHome(context);
  const { fromServer, fromCache } = await visitHome(context);
  expect(fromServer).toContain('/');
  expect(fromServer.filter((u) => u !== '/' && !u.startsWith('/api/'))).toEqual([]);
  // main.js, its stylesheet and the remote's entry carry their versions, so the cache keeps them for good.
  const entries = [
    /^\/main\.js\?v=[0-9a-f]{8}$/,
    /^\/main\.[0-9a-f]{8}\.css\?v=[0-9a-f]{8}$/,
    /^\/remotes\/mf-meeting\/remoteEntry\.js\?v=[0-9a-f]{8}$/,
  ];
  expect(fromCache).toEqual(expect.arrayContaining(entries.map((file) => expect.stringMatching(file))));
});

test('a page with no lead picture has no first screen', async ({ page }) => {
  await page.goto('/setting/agreement');
  await waitForApp(page);
  await expect(page.locator('#first-screen')).toHaveCount(0);
});

test('a verifier opening /verify downloads mf-verify only, not the shell or another remote', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  await page.goto('/verify');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect(urls.some((u) => u.startsWith('/remotes/mf-verify/'))).toBe(true);
  expect(urls.filter((u) => u === '/main.js' || /^\/chunks\//.test(u))).toEqual([]);
  for (const other of REMOTE_DIRS.filter((d) => d !== 'mf-verify')) {
    expect(urls.filter((u) => u.startsWith(`/remotes/${other}/`))).toEqual([]);
  }
});

test('a newer deployed build reloads the page on the next navigation', async ({ page }) => {
  const latest = path.join(ROOT, 'shell/dist/builds/latest.json');
  const original = fs.readFileSync(latest, 'utf8');
  try {
    const checked = page.waitForRequest((r) => /\/builds\/latest\.json\?t=\d+/.test(r.url()));
    await page.goto('/setting/agreement');
    await waitForApp(page);
    // Deploy "another" shell build: only its build id matters to the check.
    fs.writeFileSync(latest, JSON.stringify({ id: 'newer-build', timestamp: Date.now() }));
    await page.reload();
    await checked;
    await page.waitForTimeout(1500);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const reloaded = page.waitForEvent('load');
    await navigate(page, '/setting/privacy');
    await reloaded;
    await expect(page).toHaveURL(/\/setting\/privacy/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  } finally {
    fs.writeFileSync(latest, original);
  }
});

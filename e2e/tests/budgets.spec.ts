import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';
import { test, expect, logIn, navigate, type Page } from './fixtures';
import { ROOT } from './support/remoteBuild';
import { withDemoOrders } from '../../scripts/demoOrders.mjs';

/*
 * First-load budgets: the gzipped JavaScript each route downloads with a cold cache, from the real build,
 * must stay within build/budgets.json, so a new page or dependency cannot quietly make every visit heavier.
 * Byte counts, not timings: the same build always gives the same answer, so the routes are measured several
 * at a time (each in a fresh browser context: a cold cache) and every route of the spec stays cheap to check.
 */
interface Budgets {
  routes: Record<string, number>;
  fromHome: Record<string, number>;
  signedIn: Array<{ account: string; who: string; routes: Record<string, number> }>;
}
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'build/budgets.json'), 'utf8')) as Budgets;
const AT_ONCE = 4;

interface Load {
  kib: number;
  scripts: number;
}

/** Counts the gzipped bytes of the scripts the page downloads from now on. */
function countScripts(page: Page): () => Promise<Load> {
  const bodies: Promise<number>[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.endsWith('.js'))
      bodies.push(
        res.body().then(
          (b) => zlib.gzipSync(b, { level: 6 }).length,
          () => 0,
        ),
      );
  });
  return async () => {
    const total = (await Promise.all(bodies)).reduce((n, b) => n + b, 0) / 1024;
    return { kib: Math.round(total * 10) / 10, scripts: bodies.length };
  };
}

/** The KiB of gzipped JavaScript a first visit to `route` downloads. */
async function firstLoad(page: Page, route: string): Promise<Load> {
  const counted = countScripts(page);
  await page.goto(route, { waitUntil: 'networkidle' });
  return counted();
}

/** Waits until the page has fetched no new script for a second. */
async function untilQuiet(page: Page, counted: () => Promise<Load>): Promise<void> {
  for (let seen = -1, now = (await counted()).scripts; now !== seen; seen = now, now = (await counted()).scripts)
    await page.waitForTimeout(1000);
}

/** The KiB of gzipped JavaScript `route`, opened from `/` inside the site (as a tap does), adds to what `/` loaded. */
async function stepFromHome(page: Page, route: string): Promise<Load> {
  // `/` quiet first, so that a late chunk of its own (on a slow machine, after the network's quiet half second) is
  // not counted as the next page's.
  const home = countScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await untilQuiet(page, home);
  const counted = countScripts(page);
  await navigate(page, route);
  // The load state stays reached across an in-app step: wait for its first script, then for a quiet second.
  await expect.poll(async () => (await counted()).scripts).toBeGreaterThan(0);
  await untilQuiet(page, counted);
  return counted();
}

/** Measures every entry, AT_ONCE at a time, each in a fresh context; answers the ones over their budget. */
async function overBudget(
  browser: Browser,
  entries: Array<[string, number]>,
  measure: (page: Page, route: string) => Promise<Load>,
  account?: string,
) {
  const over: string[] = [];
  const queue = [...entries];
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const [route, kib] = entry;
      const visit = async () => {
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          if (!account) return await measure(page, route);
          const token = await logIn(page, account);
          const ask = async (api: string, form: Record<string, string>) =>
            (await page.request.post(api, { form, headers: { token } })).json() as Promise<unknown>;
          return await measure(page, await withDemoOrders(route, ask));
        } finally {
          await context.close();
        }
      };
      // A chunk the page preloads when idle may land inside the window or just after it: a route is over only
      // when a second cold visit is over too.
      let load = await visit();
      if (load.scripts < 1 || load.kib > kib) {
        const again = await visit();
        if (again.scripts >= 1 && again.kib < load.kib) load = again;
      }
      if (load.scripts < 1 || load.kib > kib) over.push(`${route}: ${load.kib} KiB in ${load.scripts} scripts, budget ${kib}`);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return over.sort();
}

test('every route of the spec downloads at most its budget of gzipped JavaScript on a first visit', async ({ browser }) => {
  // Some sixty routes, each in a fresh browser context, beside the PostgreSQL round of jest.
  test.setTimeout(420_000);
  expect(await overBudget(browser, Object.entries(budgets.routes), firstLoad)).toEqual([]);
});

test("routes measured logged in (an attendee's own pages, the verifier at the door, a meeting owner in the console) stay within theirs", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  for (const { account, routes } of budgets.signedIn)
    expect(await overBudget(browser, Object.entries(routes), firstLoad, account)).toEqual([]);
});

test('a first page in a second remote, opened from / inside the site, adds at most its budget', async ({ browser }) => {
  test.setTimeout(300_000);
  expect(await overBudget(browser, Object.entries(budgets.fromHome), stepFromHome)).toEqual([]);
});

test('build/budgets.json holds every page route of the product spec', () => {
  const spec = path.join(ROOT, '../shared/spec/product-spec.md');
  test.skip(!fs.existsSync(spec), 'the product spec is not beside this checkout');
  const text = fs.readFileSync(spec, 'utf8');
  // Section 2's table, as scripts/where.mjs reads it.
  const table = text.slice(text.indexOf('## 2.'), text.indexOf('## 3.'));
  const patterns = table
    .split('\n')
    .filter((l) => l.startsWith('| /'))
    .flatMap((l) =>
      l
        .split('|')[1]
        .split(',')
        .map((p) => p.trim()),
    );
  const measured = Object.keys(budgets.routes).map((r) => r.split('?')[0]);
  const missing = patterns.filter((p) => !measured.some((r) => new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(r)));
  expect(patterns.length).toBeGreaterThan(40);
  expect(missing).toEqual([]);
});

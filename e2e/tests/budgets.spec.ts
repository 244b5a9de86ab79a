import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { test, expect, logIn, navigate, type Page } from './fixtures';
import { ROOT } from './support/remoteBuild';

/*
 * First-load budgets: the gzipped JavaScript each route downloads with a cold cache, from the real build,
 * must stay within build/budgets.json, so a new page or dependency cannot quietly make every visit heavier.
 * Byte counts, not timings: the same build always gives the same answer.
 */
interface Budgets {
  routes: Record<string, number>;
  fromHome: Record<string, number>;
  signedIn: Array<{ account: string; who: string; routes: Record<string, number> }>;
}
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'build/budgets.json'), 'utf8')) as Budgets;

/** Counts the gzipped bytes of the scripts the page downloads from now on. */
function countScripts(page: Page): () => Promise<{ kib: number; scripts: number }> {
  const bodies: Promise<number>[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.endsWith('.js')) bodies.push(res.body().then((b) => zlib.gzipSync(b, { level: 6 }).length, () => 0));
  });
  return async () => {
    const total = (await Promise.all(bodies)).reduce((n, b) => n + b, 0) / 1024;
    return { kib: Math.round(total * 10) / 10, scripts: bodies.length };
  };
}

/** The KiB of gzipped JavaScript a first visit to `route` downloads. */
async function firstLoad(page: Page, route: string): Promise<{ kib: number; scripts: number }> {
  const counted = countScripts(page);
  await page.goto(route, { waitUntil: 'networkidle' });
  return counted();
}

/** The KiB of gzipped JavaScript `route`, opened from `/` inside the site (as a tap does), adds to what `/` loaded. */
async function stepFromHome(page: Page, route: string): Promise<{ kib: number; scripts: number }> {
  await page.goto('/', { waitUntil: 'networkidle' });
  const counted = countScripts(page);
  await navigate(page, route);
  // The load state stays reached across an in-app step: wait for its first script, then for a quiet second.
  await expect.poll(async () => (await counted()).scripts).toBeGreaterThan(0);
  for (let seen = -1, now = (await counted()).scripts; now !== seen; seen = now, now = (await counted()).scripts) await page.waitForTimeout(1000);
  return counted();
}

// Each test has a fresh browser context: a cold cache.
for (const [route, kib] of Object.entries(budgets.routes)) {
  test(`${route} downloads at most ${kib} KiB of gzipped JavaScript on a first visit`, async ({ page }) => {
    const load = await firstLoad(page, route);
    expect(load.scripts).toBeGreaterThan(1);
    expect(load.kib).toBeLessThanOrEqual(kib);
  });
}

for (const { account, who, routes } of budgets.signedIn) {
  for (const [route, kib] of Object.entries(routes)) {
    test(`${route} as the ${who} ${account} downloads at most ${kib} KiB of gzipped JavaScript on a first visit`, async ({ page }) => {
      await logIn(page, account);
      const load = await firstLoad(page, route);
      expect(load.scripts).toBeGreaterThan(1);
      expect(load.kib).toBeLessThanOrEqual(kib);
    });
  }
}

for (const [route, kib] of Object.entries(budgets.fromHome)) {
  test(`${route} opened from / adds at most ${kib} KiB of gzipped JavaScript`, async ({ page }) => {
    const step = await stepFromHome(page, route);
    expect(step.kib).toBeGreaterThan(0);
    expect(step.kib).toBeLessThanOrEqual(kib);
  });
}

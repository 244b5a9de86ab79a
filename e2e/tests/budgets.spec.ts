import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { test, expect } from './fixtures';
import { ROOT } from './support/remoteBuild';

/*
 * First-load budgets: the gzipped JavaScript each route downloads with a cold cache, from the real build,
 * must stay within build/budgets.json, so a new page or dependency cannot quietly make every visit heavier.
 * Byte counts, not timings: the same build always gives the same answer.
 */
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'build/budgets.json'), 'utf8')) as { routes: Record<string, number> };

for (const [route, kib] of Object.entries(budgets.routes)) {
  // Each test has a fresh browser context: a cold cache.
  test(`${route} downloads at most ${kib} KiB of gzipped JavaScript on a first visit`, async ({ page }) => {
    const bodies: Promise<number>[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname.endsWith('.js')) bodies.push(res.body().then((b) => zlib.gzipSync(b, { level: 6 }).length, () => 0));
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    const total = (await Promise.all(bodies)).reduce((n, b) => n + b, 0) / 1024;
    expect(bodies.length).toBeGreaterThan(3);
    expect(Math.round(total * 10) / 10).toBeLessThanOrEqual(kib);
  });
}

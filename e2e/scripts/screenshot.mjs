// Screenshots of pages, for looking at them: node e2e/scripts/screenshot.mjs <baseUrl> <outDir> <path>...
// A phone's size unless WIDTH / HEIGHT say otherwise; TOKEN logs the browser in.
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

const [base, outDir, ...paths] = process.argv.slice(2);
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const context = await browser.newContext({
  viewport: { width: Number(process.env.WIDTH || 375), height: Number(process.env.HEIGHT || 812) },
  deviceScaleFactor: process.env.WIDTH ? 1 : 2,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
});
if (process.env.TOKEN) await context.addCookies([{ name: 'token', value: process.env.TOKEN, url: base }]);
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.log(`[console] ${m.text()}`));
page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
for (const p of paths) {
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(Number(process.env.WAIT_MS || 600));
  const file = path.join(outDir, `${p.replace(/[^\w]+/g, '_') || 'root'}.png`);
  await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
  console.log(`${p} -> ${file} (${page.url()})`);
}
await browser.close();

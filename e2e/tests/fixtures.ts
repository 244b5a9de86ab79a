import fs from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { SMS_LOG_FILE } from '../playwright.config';

/** Collects uncaught page errors, so a test can assert the page ran clean. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
  },
});

export { expect };

/**
 * Demo meeting 1 (第十届中国智慧医疗创新大会, under way, with hotels), loaded by every fresh e2e server.
 * Specs name it rather than taking the first meeting of a list, because console specs add meetings as they run.
 */
export const DEMO_MEETING = 1;
export type { Page };

/** An in-app navigation, as a link or the back arrow makes it: the router moves, the page does not reload. */
export async function navigate(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    // The entry as react-router makes it (a key and its number), so the page knows it has one before it.
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** Waits until the shell has rendered a routed page (the boot placeholder is gone). */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('#boot')).toHaveCount(0);
}

/**
 * Logs the browser in as a demo user, as the app's login does: a token from POST /api/user/login,
 * kept in the `token` cookie the app and the server read. Returns the token.
 */
export async function logIn(page: Page, account: string, password = 'demo123456'): Promise<string> {
  const res = await page.request.post('/api/user/login', { form: { account, password } });
  const body = (await res.json()) as { code: number; msg: string; data: { userinfo: { token: string } } };
  if (body.code !== 1) throw new Error(`login as ${account} failed: ${body.msg}`);
  const token = body.data.userinfo.token;
  await page.context().addCookies([{ name: 'token', value: token, url: new URL(res.url()).origin }]);
  return token;
}

/**
 * The newest SMS code "sent" to a mobile, read from the console provider's file (SMS_LOG_FILE);
 * waits for it, as the send call may still be on its way.
 */
export async function smsCodeFor(mobile: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      const lines = fs.existsSync(SMS_LOG_FILE) ? fs.readFileSync(SMS_LOG_FILE, 'utf8').trim().split('\n') : [];
      const sent = lines.filter(Boolean).map((l) => JSON.parse(l) as { mobile: string; code: string; at: string });
      code = sent.filter((s) => s.mobile === mobile && Date.parse(s.at) >= after).pop()?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/**
 * What a page asks of the API from its scripts (paths, in order) and how often it fetched the HTTP client (axios's
 * chunk): a page whose first calls its HTML answered sends none but the session check and fetches the client at the
 * first touch.
 */
export function watchApiAndClient(page: Page): { calls: string[]; clientFetches: () => number } {
  const calls: string[] = [];
  const scripts: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && ['xhr', 'fetch'].includes(r.resourceType())) calls.push(url.pathname);
    if (r.resourceType() === 'script') scripts.push(url.pathname);
  });
  return { calls, clientFetches: () => scripts.filter((s) => s.includes('/chunks/axios.')).length };
}

import { test, expect, logIn, waitForApp } from './fixtures';

/*
 * The pages run under the server's Content-Security-Policy (own origin, the configured remotes, the
 * upload host; one inline script, by its hash: the first screen's starter). Chromium reports every resource or
 * script the policy refuses as a `securitypolicyviolation` event: across the remotes' pages there must be none.
 */

const PAGES = [
  '/',
  '/meetingList',
  '/meeting/home/1',
  '/meeting/expert/home?id=1',
  '/hotel/list/1',
  '/invoice/title',
  '/mine',
  '/setting/agreement',
  '/coupons',
];

test("every remote's pages load and run under the Content-Security-Policy, with nothing refused", async ({ page, pageErrors }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await logIn(page, '13800138000');
  for (const path of PAGES) {
    const res = await page.goto(path);
    const policy = res?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self'/);
    expect(res?.headers()['x-content-type-options']).toBe('nosniff');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    expect({ path, refused: await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp) }).toEqual({ path, refused: [] });
  }
  expect(pageErrors).toEqual([]);
});

test('an inline script slipped into a page is refused by the policy', async ({ page }) => {
  await page.goto('/setting/agreement');
  await waitForApp(page);
  const ran = await page.evaluate(async () => {
    const hit = new Promise<string>((resolve) =>
      document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true }),
    );
    const s = document.createElement('script');
    s.textContent = 'window.__injected = 1';
    document.body.appendChild(s);
    return { directive: await hit, injected: (window as unknown as { __injected?: number }).__injected ?? 0 };
  });
  expect(ran).toEqual({ directive: 'script-src-elem', injected: 0 });
});

import { test, expect, waitForApp, logIn } from './fixtures';

test('the demo verifier sees the meetings they check attendees in at, with counts', async ({ page, pageErrors }) => {
  await logIn(page, '13900139000');
  await page.goto('/verify');
  await waitForApp(page);
  const meetings = page.getByTestId('verify-meeting');
  await expect(meetings.first()).toBeVisible();
  // The demo verifier is assigned to every demo meeting (console specs may add meetings without them meanwhile).
  for (const title of [
    '第十届中国智慧医疗创新大会',
    '第八届长三角数字经济峰会',
    '第五届全国酒店业高质量发展论坛',
    '第六届粤港澳大湾区新能源产业博览会',
  ]) {
    await expect(meetings.filter({ hasText: title })).toHaveCount(1);
  }
  await expect(meetings.first()).toContainText(/进行中|未开始|已结束/);
  await expect(meetings.first()).toContainText(/已核销 \d+ \/ 应到 \d+ 人/);
  expect(pageErrors).toEqual([]);
});

test('a user without the verifier role is told 您不是核销员', async ({ page }) => {
  await logIn(page, '13800138000');
  await page.goto('/verify');
  await expect(page.getByText('您不是核销员')).toBeVisible();
  await expect(page.getByTestId('verify-meeting')).toHaveCount(0);
});

test('/verify opened at the door is the check-in page on its own: no shell, no federation', async ({ page, pageErrors }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('.js')) scripts.push(new URL(r.url()).pathname);
  });
  await logIn(page, '13900139000');
  await page.goto('/verify');
  await expect(page.getByTestId('verify-meeting').first()).toBeVisible();
  expect(scripts).toContain('/remotes/mf-verify/page.js');
  expect(scripts.filter((s) => s === '/main.js' || s.endsWith('/remoteEntry.js'))).toEqual([]);
  // The version check of this page asks its own build.
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/remotes/mf-verify/builds/latest.json'))),
    )
    .toBe(true);
  expect(pageErrors).toEqual([]);
});

test("from the check-in page on its own, the login and back are the site's pages", async ({ page, pageErrors }) => {
  await page.goto('/verify');
  await page.getByRole('button', { name: '前往登录' }).click();
  // The login page is the shell's: a page load of the site, the address the check-in page asked for.
  await expect(page).toHaveURL(/\/sign\/byPwd\?redirect=%2Fverify/);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => new URL(r.name).pathname === '/main.js'))).toBe(
    true,
  );
  await page.getByPlaceholder(/手机号/).fill('13900139000');
  await page.getByPlaceholder(/密码/).fill('demo123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByTestId('verify-meeting').first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('inside the site, 我的 → 核销 opens the check-in pages through the shell, without a page load', async ({ page, pageErrors }) => {
  await logIn(page, '13900139000');
  await page.goto('/mine');
  await waitForApp(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByText('会议签到扫码核销').click();
  await expect(page.getByTestId('verify-meeting').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').some((r) => new URL(r.name).pathname === '/remotes/mf-verify/remoteEntry.js'),
    ),
  ).toBe(true);
  expect(pageErrors).toEqual([]);
});

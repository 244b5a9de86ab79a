import { test, expect, waitForApp, navigate, type Page } from './fixtures';

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

test('at 1280 px the page, its title bar and the tab bar share one centred 750 px column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForApp(page);
  const column = { x: (1280 - 750) / 2, width: 750 };
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  expect(await box(page, '#root')).toMatchObject(column);
  expect(await box(page, 'nav[aria-label="主导航"]')).toMatchObject(column);
  await page.goto('/meeting/home/1');
  await expect(page.locator('.rv-nav-bar')).toBeVisible();
  expect(await box(page, '.rv-nav-bar')).toMatchObject(column);
  // On a phone the column is the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await box(page, '.rv-nav-bar')).toMatchObject({ x: 0, width: 375 });
});

test('a protected page asks for a login with a message, not with a dialog on top of it', async ({ page }) => {
  await page.goto('/coupons');
  await expect(page.getByText('登录后才能查看此页面')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.locator('.rv-dialog')).toHaveCount(0);
  await expect(page.locator('.rv-nav-bar__title')).toHaveText('我的优惠券');
});

test('the login redirect is encoded, and login comes back to the page with its query', async ({ page }) => {
  await page.goto('/coupons?pc=1');
  await page.getByRole('button', { name: '前往登录' }).click();
  await expect(page).toHaveURL(/\/sign\/byPwd\?redirect=%2Fcoupons%3Fpc%3D1&pc=1$/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/coupons?pc=1');
  await page.getByPlaceholder('手机号 / 邮箱 / 用户名').fill('13800138000');
  await page.getByPlaceholder('请输入密码').fill('demo123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/coupons\?pc=1$/);
});

test('a stored token the server no longer knows is dropped, with the user info kept beside it', async ({ page, context }) => {
  await context.addCookies([{ name: 'token', value: 'a-token-the-server-never-issued', url: test.info().project.use.baseURL! }]);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('userinfo', JSON.stringify({ nickname: '旧用户' }));
    }
  });
  await page.goto('/mine');
  await waitForApp(page);
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'token')).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('userinfo'))).toBeNull();
  await expect(page.getByText('登录 / 注册')).toBeVisible();
});

test('a remote that cannot load shows its fallback under a title bar whose back arrow returns', async ({ page }) => {
  await page.route('**/remotes/mf-hotel/**', (route) => route.abort());
  await page.goto('/meeting/home/1');
  await waitForApp(page);
  await navigate(page, '/hotel/detail/1');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toContainText('酒店');
  await expect(page.locator('.rv-nav-bar__title')).toHaveText('酒店');
  await page.locator('.rv-nav-bar__left').click();
  await expect(page).toHaveURL('/meeting/home/1');
  await expect(page.getByRole('heading', { name: '第十届中国智慧医疗创新大会' })).toBeVisible();
});

test('going back from a session keeps the chosen day and where the programme was scrolled to', async ({ page }) => {
  // A short screen, so that a day's few demo sessions scroll.
  await page.setViewportSize({ width: 375, height: 480 });
  await page.goto('/meeting/schedule/home?id=1');
  const tabs = page.getByRole('tablist').locator('.rv-tab');
  await expect(tabs).toHaveCount(3);
  // A day other than the one shown first (today during the meeting).
  const classes = await tabs.evaluateAll((els) => els.map((el) => el.className));
  const other = tabs.nth(classes.findIndex((c) => !c.includes('rv-tab--active')));
  await other.click();
  await expect(other).toHaveClass(/rv-tab--active/);
  await expect(page).toHaveURL(/[?&]day=\d{4}-\d{2}-\d{2}/);
  const day = new URL(page.url()).searchParams.get('day');
  const cards = page.locator('.rv-tab__pane:visible [data-testid="schedule-card"]');
  await expect(cards.first()).toBeVisible();
  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  const title = (await last.locator('h3').textContent())!;
  await last.click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`day=${day}`));
  await expect(other).toHaveClass(/rv-tab--active/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 5);
});

test('the tab title follows the page to a 404 and back', async ({ page }) => {
  await page.goto('/meeting/home/1');
  await expect(page).toHaveTitle('会议主页');
  await navigate(page, '/no/such/page');
  await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
  await expect(page).toHaveTitle('页面不存在');
  await page.goBack();
  await expect(page).toHaveTitle('会议主页');
});

for (const [path, message] of [
  ['/meeting/home/999', '会议不存在'],
  ['/hotel/detail/999', '酒店不存在'],
]) {
  test(`${path} says it does not exist instead of offering to reload`, async ({ page }) => {
    await page.goto(path);
    const empty = page.getByTestId('empty-state');
    await expect(empty).toContainText(message);
    await expect(page.getByRole('button', { name: '重新加载' })).toHaveCount(0);
    await expect(page.getByTestId('error-state')).toHaveCount(0);
  });
}

test('a meeting page that fails to load still offers to reload', async ({ page }) => {
  let fail = true;
  await page.route('**/api/wyms/meeting/meeting/details*', (route) =>
    fail ? route.fulfill({ status: 502, body: 'Bad Gateway' }) : route.continue(),
  );
  // Reached inside the site: opened at its address, the page's HTML answers its first calls.
  await page.goto('/meetingList');
  await waitForApp(page);
  await navigate(page, '/meeting/home/1');
  await expect(page.getByTestId('error-state')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByRole('heading', { name: '第十届中国智慧医疗创新大会' })).toBeVisible();
});

import { test, expect, logIn, type Page } from './fixtures';

/*
 * The organiser console (会务后台) at a desktop size, against the built site and its demo data: the owner of
 * demo meeting 1 walks its pages; an attendee is refused; an attendee page downloads nothing of the console.
 */
const OWNER = '13700137000';
const ATTENDEE = '13800138000';
test.use({ viewport: { width: 1280, height: 800 } });

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`admin-${name}.png`), fullPage: true });

/** Paths of every file the page downloaded from this site. */
const downloaded = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));

test('the owner of meeting 1 opens the console, its dashboard and its orders', async ({ page, pageErrors }) => {
  await logIn(page, OWNER);
  await page.goto('/admin');
  await expect(page).toHaveTitle('会务后台');
  await expect(page.getByRole('heading', { name: '工作台' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '我管理的会议' }).or(page.getByText('我管理的会议'))).toBeVisible();
  await shot(page, 'home');

  await page.goto('/admin/meetings/1');
  await expect(page.getByText('已付款参会人 / 名额')).toBeVisible();
  await expect(page.getByText(/^¥\d+\.\d{2}$/).first()).toBeVisible();
  await shot(page, 'dashboard');

  await page.goto('/admin/meetings/1/orders?status=paid');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('link', { name: /^[A-Z0-9]{10,}$/ }).first()).toBeVisible();
  await shot(page, 'orders');
  await page.getByRole('link', { name: /^[A-Z0-9]{10,}$/ }).first().click();
  await expect(page.getByText('操作记录', { exact: true })).toBeVisible();
  await shot(page, 'order');

  for (const [path, heading] of [['/admin/meetings/1/attendees', '参会人'], ['/admin/meetings/1/checkin', '签到实况'], ['/admin/meetings/1/team', '团队成员'], ['/admin/meetings/1/exports', '数据导出'], ['/admin/finance', '财务待办'], ['/admin/audit', '审计日志']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await shot(page, path.split('/').pop()!);
  }
  // Downloaded from the console's own folder only: never through the shell.
  expect((await downloaded(page)).filter((p) => p.startsWith('/remotes/') && !p.startsWith('/remotes/mf-admin/'))).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('an attendee at /admin is told 无权访问 and can go back to the site', async ({ page }) => {
  await logIn(page, ATTENDEE);
  await page.goto('/admin');
  await expect(page.getByText('无权访问')).toBeVisible();
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  await shot(page, 'no-access');
});

test('an anonymous visitor at /admin is sent to the password login and back', async ({ page }) => {
  await page.goto('/admin/meetings/1');
  await expect(page).toHaveURL(/\/sign\/byPwd\?redirect=%2Fadmin%2Fmeetings%2F1/);
});

test('the attendee pages download nothing of the console nor its kit', async ({ page }) => {
  await logIn(page, ATTENDEE);
  for (const path of ['/', '/meetingList', '/meeting/home/1', '/mine']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    expect((await downloaded(page)).filter((p) => p.startsWith('/remotes/mf-admin/'))).toEqual([]);
  }
});

import type { Page } from '@playwright/test';
import { test, expect, waitForApp, logIn, DEMO_MEETING } from './fixtures';

const meetingId = DEMO_MEETING;

test.beforeEach(async ({ page }) => {
  // Record tel: navigations instead of handing them to the system, which has no phone here.
  await page.addInitScript(() => {
    const w = window as unknown as { navigation?: EventTarget; __tel?: string[] };
    w.navigation?.addEventListener('navigate', (e) => {
      const url = (e as unknown as { destination: { url: string } }).destination.url;
      if (!url.startsWith('tel:')) return;
      w.__tel = [...(w.__tel ?? []), url];
      e.preventDefault();
    });
  });
});

/** A toast on screen now (react-vant keeps closed toasts in the page, hidden). */
const toast = (page: Page, text: string) => page.locator('.rv-toast').filter({ hasText: text, visible: true });

async function openMeeting(page: Page) {
  await page.goto(`/meeting/home/${meetingId}`);
  await waitForApp(page);
  await expect(page.getByRole('region', { name: '更多服务' })).toBeVisible();
}

async function expectNavigation(page: Page, entry: string, url: string) {
  await openMeeting(page);
  await page.getByRole('button', { name: entry, exact: true }).click();
  await expect(page).toHaveURL(url);
}

test('Fixed kinds 1-6, Inlay, Custom and link modes 1-3 navigate inside the site with the meeting id', async ({ page }) => {
  const id = meetingId;
  const cases: Array<[string, string]> = [
    ['会议介绍', `/meeting/information/introduction?id=${id}`],
    ['专家嘉宾', `/meeting/expert/home?id=${id}`],
    ['会议日程', `/meeting/schedule/home?id=${id}`],
    ['资料下载', `/meeting/information/download?id=${id}`],
    ['参展企业', `/meeting/exhibitor/home?id=${id}`],
    ['会议资讯', `/meeting/article/home/${id}`],
    // Inlay and Custom: mini-program paths, prefix stripped, /index -> /home, invoice -> /invoice.
    ['分会场日程', `/meeting/schedule/home?id=${id}`],
    ['开具发票', `/invoice?id=${id}`],
    ['行业资讯', `/article/news?id=${id}`],
    // Link modes 1-3.
    ['展商名录', `/meeting/exhibitor/home?id=${id}`],
    ['会议文章', `/meeting/article/home?id=${id}`],
    ['搜索专家', `/meeting/expert/search?id=${id}`],
  ];
  for (const [entry, url] of cases) await expectNavigation(page, entry, url);
  // The pages behind them work, e.g. the introduction and the meeting's articles by query id.
  await expectNavigation(page, '会议介绍', `/meeting/information/introduction?id=${id}`);
  await expect(page.getByRole('heading', { name: '大会简介' })).toBeVisible();
  await expectNavigation(page, '会议文章', `/meeting/article/home?id=${id}`);
  // The demo meeting's own articles (the console spec may add one meanwhile).
  await expect(page.getByTestId('article-card').filter({ hasText: '第十届中国智慧医疗创新大会今日开幕' })).toHaveCount(1);
});

test('Fixed kinds 7-9 ask a visitor to log in (未登录), and go on once logged in', async ({ page }) => {
  for (const entry of ['在线报名', '购票参会', '酒店预订']) {
    await openMeeting(page);
    await page.getByRole('button', { name: entry, exact: true }).click();
    await expect(page.getByText('未登录', { exact: true })).toBeVisible();
    await expect(page.getByText('您尚未登录，是否前往登录？')).toBeVisible();
    await page.locator('.rv-dialog').getByRole('button', { name: '取消' }).click();
    await expect(page).toHaveURL(`/meeting/home/${meetingId}`);
  }
  await page.getByRole('button', { name: '酒店预订', exact: true }).click();
  await page.locator('.rv-dialog').getByRole('button', { name: '前往登录' }).click();
  await expect(page).toHaveURL(/\/sign\/byPwd/);

  await logIn(page, '13800138000');
  await expectNavigation(page, '酒店预订', `/hotel/list/${meetingId}`);
  await expectNavigation(page, '在线报名', `/meeting/apply/${meetingId}`);
  await expectNavigation(page, '购票参会', `/meeting/apply/${meetingId}`);
});

test('the Editor entry opens its rich text, without running scripts', async ({ page }) => {
  await openMeeting(page);
  await page.getByRole('button', { name: '交通指南' }).click();
  await expect(page).toHaveURL(/\/meeting\/information\/detail\?name=%E4%BA%A4%E9%80%9A%E6%8C%87%E5%8D%97&content=/);
  await expect(page.locator('.rv-nav-bar__title')).toHaveText('交通指南');
  await expect(page.getByRole('heading', { name: '地铁' })).toBeVisible();
  // Content in the URL is sanitised on the page too.
  let ran = false;
  page.on('dialog', (d) => {
    ran = true;
    void d.dismiss();
  });
  await page.goto(
    `/meeting/information/detail?content=${encodeURIComponent('<p>正文</p><img src=x onerror="alert(1)"><script>alert(2)</script>')}`,
  );
  await expect(page.locator('.rv-nav-bar__title')).toHaveText('图文详情');
  await expect(page.getByText('正文')).toBeVisible();
  await page.waitForTimeout(300);
  expect(ran).toBe(false);
});

test('WXMp and link modes 5-7 say 请在小程序中打开', async ({ page }) => {
  await openMeeting(page);
  for (const entry of ['小程序直播', '现场签到', '电子胸卡', '幸运抽奖']) {
    await page.getByRole('button', { name: entry }).click();
    await expect(toast(page, '请在小程序中打开')).toHaveCount(1);
    await expect(toast(page, '请在小程序中打开')).toHaveCount(0, { timeout: 5000 });
    await expect(page).toHaveURL(`/meeting/home/${meetingId}`);
  }
});

test('Outside opens a new tab; Phone starts a call', async ({ page, context }) => {
  await context.route('https://www.example.com/**', (route) => route.fulfill({ body: '<h1>官网</h1>', contentType: 'text/html' }));
  await openMeeting(page);
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: '大会官网' }).click();
  expect((await popup).url()).toBe('https://www.example.com/');
  await expect(page).toHaveURL(`/meeting/home/${meetingId}`);

  await page.getByRole('button', { name: '会务热线' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __tel?: string[] }).__tel)).toEqual(['tel:021-68886666']);
});

test('link mode 8 copies its text: 复制成功, or 复制失败 where copying is not possible', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openMeeting(page);
  await page.getByRole('button', { name: '会场WiFi' }).click();
  await expect(toast(page, '复制成功')).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WiFi：CHIMC-2025  密码：health2025');

  await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }));
  await page.getByRole('button', { name: '会场WiFi' }).click();
  await expect(toast(page, '复制失败')).toHaveCount(1);
});

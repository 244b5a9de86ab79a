import { test, expect, logIn, type Page } from './fixtures';

/*
 * The console's content editors against the built site and its demo data: the owner of demo meeting 1 adds an
 * expert and an article at a desktop size, then a phone sees both on the meeting's pages at once.
 */
const OWNER = '13700137000';
const MEETING = 1;

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`content-${name}.png`), fullPage: true });

test("the owner adds an expert and an article in the console; a phone sees them on the meeting's pages", async ({
  page,
  browser,
  pageErrors,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const stamp = String(Date.now()).slice(-6);
  const expert = `端到端专家${stamp}`;
  const article = `端到端新闻${stamp}`;
  await logIn(page, OWNER);

  await page.goto(`/admin/meetings/${MEETING}/content/experts`);
  await expect(page.getByRole('heading', { name: '专家管理' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await shot(page, 'experts');
  await page.getByRole('button', { name: '新增专家' }).click();
  const drawer = page.getByRole('dialog');
  // Saving an empty form is refused in Chinese, and nothing is sent.
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer.getByText('请填写姓名')).toBeVisible();
  await drawer.getByLabel('姓名').fill(expert);
  await drawer.getByLabel('职称').fill('主任医师');
  await drawer.getByLabel('单位').fill('端到端医院');
  await drawer.getByLabel('会上角色').fill('特邀讲者');
  const intro = drawer.getByRole('textbox', { name: '介绍' });
  await intro.click();
  await page.keyboard.type('心血管病学专家，');
  await drawer.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('三十年临床经验');
  await shot(page, 'expert-drawer');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('cell', { name: expert, exact: true })).toBeVisible();
  await shot(page, 'experts-added');

  await page.goto(`/admin/meetings/${MEETING}/content/articles`);
  await expect(page.getByRole('heading', { name: '文章与新闻' })).toBeVisible();
  await page.getByRole('button', { name: '新增文章' }).click();
  await drawer.getByLabel('标题', { exact: true }).fill(article);
  await drawer.getByRole('textbox', { name: '正文' }).click();
  await page.keyboard.type('大会注册通道已开放，欢迎参会。');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('cell', { name: article, exact: true })).toBeVisible();
  await shot(page, 'articles-added');
  expect(pageErrors).toEqual([]);

  const phone = await browser.newPage({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await phone.goto(`/meeting/expert/result?id=${MEETING}&keyword=${encodeURIComponent(expert)}`);
  const card = phone.getByTestId('expert-card').filter({ hasText: expert });
  await expect(card).toBeVisible();
  await expect(card).toContainText('端到端医院');
  await phone.screenshot({ path: test.info().outputPath('content-phone-expert.png'), fullPage: true });
  await card.click();
  await expect(phone.getByText('三十年临床经验')).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('content-phone-expert-detail.png'), fullPage: true });

  await phone.goto(`/meeting/article/home/${MEETING}`);
  // The newest article first.
  const item = phone.getByText(article, { exact: true }).first();
  await expect(item).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('content-phone-articles.png'), fullPage: true });
  await item.click();
  await expect(phone.getByText('大会注册通道已开放，欢迎参会。')).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('content-phone-article.png'), fullPage: true });
  await phone.close();
});

test('the owner uploads a download and replaces its file; the same link serves the new file at once', async ({ page, pageErrors }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const title = `端到端资料${String(Date.now()).slice(-6)}`;
  await logIn(page, OWNER);

  await page.goto(`/admin/meetings/${MEETING}/content/downloads`);
  await expect(page.getByRole('heading', { name: '资料下载' })).toBeVisible();
  await page.getByRole('button', { name: '新增资料' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('资料名称').fill(title);
  await drawer.locator('input[type=file]').setInputFiles({ name: '日程v1.txt', mimeType: 'text/plain', buffer: Buffer.from('第一版日程') });
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: title });
  const first = row.getByRole('link', { name: '日程v1.txt' });
  await expect(first).toBeVisible();
  const href = (await first.getAttribute('href'))!;
  expect(await (await page.request.get(href)).text()).toBe('第一版日程');

  await row.getByRole('button', { name: `编辑 ${title}` }).click();
  await expect(drawer.getByText('替换文件（现为 日程v1.txt，不选则不变）')).toBeVisible();
  await drawer.locator('input[type=file]').setInputFiles({ name: '日程v2.txt', mimeType: 'text/plain', buffer: Buffer.from('第二版日程') });
  await shot(page, 'download-replace');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();
  await expect(row.getByRole('link', { name: '日程v2.txt' })).toBeVisible();
  expect(await row.getByRole('link', { name: '日程v2.txt' }).getAttribute('href')).toBe(href);
  expect(await (await page.request.get(href)).text()).toBe('第二版日程');
  await shot(page, 'download-replaced');
  expect(pageErrors).toEqual([]);
});

import { test, expect, waitForApp, logIn } from './fixtures';

test('a visitor opening the invoice titles is asked to log in', async ({ page }) => {
  await page.goto('/invoice/title');
  await waitForApp(page);
  await expect(page.getByText('登录后才能查看此页面')).toBeVisible();
  await expect(page.locator('.rv-dialog')).toHaveCount(0);
});

test('the demo user manages invoice titles: add, validate, set default, edit, delete', async ({ page, pageErrors }) => {
  await logIn(page, '13800138000');
  await page.goto('/invoice/title');
  await waitForApp(page);
  const titles = page.getByTestId('invoice-title');
  // The two seeded titles, the company's the default.
  await expect(titles).toHaveCount(2);
  await expect(titles.first()).toContainText('杭州云会科技有限公司');
  await expect(titles.first().getByRole('button', { name: '默认抬头' })).toBeVisible();

  // Add a company title; the form checks the tax number as the server does.
  await page.getByRole('button', { name: '新增发票抬头' }).click();
  await expect(page).toHaveURL(/\/invoice\/titleAdd$/);
  await page.getByPlaceholder('请填写单位全称').fill('上海会通信息技术有限公司');
  await page.getByPlaceholder('纳税人识别号').fill('12345');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('统一社会信用代码应为18位')).toBeVisible();
  await page.getByPlaceholder('纳税人识别号').fill('91310115ma1k4ab146');
  await expect(page.getByPlaceholder('纳税人识别号')).toHaveValue('91310115MA1K4AB146');
  await page.getByPlaceholder('选填，用于接收电子发票').fill('fp@huitong.example.com');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/invoice\/title$/);
  await expect(titles).toHaveCount(3);
  const added = titles.filter({ hasText: '上海会通信息技术有限公司' });
  await expect(added).toContainText('税号：91310115MA1K4AB146');

  // Make it the default: it moves to the top.
  await added.getByRole('button', { name: '设为默认' }).click();
  await expect(titles.first()).toContainText('上海会通信息技术有限公司');
  await expect(titles.first().getByRole('button', { name: '默认抬头' })).toBeVisible();
  await expect(titles.filter({ hasText: '杭州云会科技有限公司' }).getByRole('button', { name: '设为默认' })).toBeVisible();

  // Edit the personal title.
  await titles.filter({ hasText: '张会务' }).getByRole('button', { name: '编辑' }).click();
  await expect(page.getByText('编辑发票抬头')).toBeVisible();
  await expect(page.getByPlaceholder('请填写个人姓名')).toHaveValue('张会务');
  await expect(page.getByPlaceholder('纳税人识别号')).toHaveCount(0);
  await page.getByPlaceholder('请填写个人姓名').fill('张会务（个人）');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(titles.filter({ hasText: '张会务（个人）' })).toHaveCount(1);

  // Delete it, after confirming.
  await titles.filter({ hasText: '张会务（个人）' }).getByRole('button', { name: '删除' }).click();
  const dialog = page.locator('.rv-dialog');
  await expect(dialog.getByText('确定删除「张会务（个人）」吗？')).toBeVisible();
  await dialog.getByRole('button', { name: '删除' }).click();
  await expect(titles).toHaveCount(2);
  await expect(titles.filter({ hasText: '张会务' })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test("another user sees none of the demo user's titles", async ({ page }) => {
  await logIn(page, '13900139000');
  await page.goto('/invoice/title');
  await expect(page.getByText('还没有发票抬头，添加后开票更方便')).toBeVisible();
  await expect(page.getByTestId('invoice-title')).toHaveCount(0);
});

import { test, expect, logIn, type Page } from './fixtures';

/*
 * Issue 31: a meeting abroad, set up in the console at 1280 x 800 from a browser in Beijing time. The organiser
 * sets the meeting's zone to Europe/London, types a ticket type's sale start on London's clock, and the tickets
 * table shows that time, named as London's; the server keeps the instant it is in London.
 */
const PLATFORM_ADMIN = '13600136000';
test.use({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
test.describe.configure({ timeout: 180_000 });

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`time-zone-${name}.png`), fullPage: true });

test("a London meeting's sale window is typed and shown on London's clock, from a browser in Beijing time", async ({
  page,
  pageErrors,
}) => {
  const token = await logIn(page, PLATFORM_ADMIN);
  const start = Date.now() + 60 * 86_400_000;
  const created = await page.request.post('/api/admin/meetings', {
    headers: { token },
    data: {
      title: `伦敦时区端到端大会${String(Date.now()).slice(-5)}`,
      start_at: new Date(start).toISOString(),
      end_at: new Date(start + 86_400_000).toISOString(),
      province: '浙江省',
      city: '杭州市',
      venue: '会场',
      address: '',
    },
  });
  const id = ((await created.json()) as { data: { id: number } }).data.id;

  // The zone is set where the meeting's other fields are.
  await page.goto(`/admin/meetings/${id}/settings`);
  const zone = page.getByLabel('时区', { exact: true });
  await expect(zone).toBeVisible({ timeout: 30_000 });
  // Typed into: the chosen zone's text lies over the select's input and takes the clicks.
  await zone.fill('London');
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^Europe\/London$/, visible: true })
    .click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存').first()).toBeVisible();

  // A sale start typed on London's clock: 10:00 on a summer day there is 09:00 UTC, 17:00 in Beijing.
  await page.goto(`/admin/meetings/${id}/tickets`);
  await page.getByRole('button', { name: '新增票种' }).click();
  const dialog = page.getByRole('dialog', { name: '新增票种' });
  await dialog.getByLabel('票种名称').fill('伦敦标准票');
  await dialog.getByLabel('价格（元）').fill('100');
  await dialog.getByLabel('名额').fill('50');
  const saleStart = dialog.getByLabel('开售时间', { exact: true });
  await saleStart.click();
  await saleStart.fill('2030-05-10 10:00');
  await saleStart.press('Enter');
  await expect(saleStart).toHaveValue('2030-05-10 10:00');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: '伦敦标准票' });
  await expect(row.getByText('2030-05-10 10:00（Europe/London） 至 会议开始')).toBeVisible();
  await shot(page, 'tickets');
  const types = await (await page.request.get(`/api/admin/meetings/${id}/ticket-types`, { headers: { token } })).json();
  expect(types.data.list.map((t: { sale_start: string }) => new Date(t.sale_start).toISOString())).toEqual(['2030-05-10T09:00:00.000Z']);
  expect(pageErrors).toEqual([]);
});

import type { Browser, BrowserContext } from '@playwright/test';
import { test, expect, waitForApp, logIn, type Page } from './fixtures';

/*
 * Issue 31 as an organiser and an attendee live it: a platform admin sets a meeting up in the console at
 * 1280x800 (a draft, a ticket type, link entries ordered with 上移, published), an attendee finds it on `/`
 * on a phone, buys the ticket and pays in the Alipay sandbox; the organiser sees the order on the dashboard
 * and cannot lower the capacity below what is sold.
 */
const PLATFORM_ADMIN = '13600136000';
const ATTENDEE = '13800138000';
const TITLE = `第一届端到端建会大会${String(Date.now()).slice(-5)}`;

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`admin-setup-${name}.png`) });

/** A time as the console's date pickers take it, in Beijing time (the browsers' zone here). */
function pickerTime(daysAhead: number, hour: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(d);
  return `${day} ${String(hour).padStart(2, '0')}:00`;
}

/** Types into an antd date picker and confirms, as a keyboard user does. */
async function typeDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

/** Picks an option of an antd select by typing it. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByLabel(label, { exact: true }).fill(option);
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`), visible: true })
    .click();
}

async function context(browser: Browser, width: number, height: number): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
}

test('a platform admin creates a meeting, an attendee buys its ticket on a phone, capacity below sold is refused', async ({ browser }) => {
  // Two browsers and a sandbox payment on a shared machine.
  test.setTimeout(420_000);
  const errors: string[] = [];
  const desk = await (await context(browser, 1280, 800)).newPage();
  desk.on('pageerror', (e) => errors.push(e.message));
  desk.on('console', (m) => m.type() === 'error' && console.log('desk console:', m.text()));
  await logIn(desk, PLATFORM_ADMIN);

  // 新建会议: a draft.
  await desk.goto('/admin/meetings');
  await expect(desk.getByRole('heading', { name: '会议管理' })).toBeVisible();
  await desk.getByRole('button', { name: '新建会议' }).click();
  const dialog = desk.getByRole('dialog', { name: '新建会议' });
  await dialog.getByLabel('会议名称').fill(TITLE);
  await typeDate(desk, '开始时间', pickerTime(1, 9));
  await typeDate(desk, '结束时间', pickerTime(2, 17));
  await choose(desk, '省份', '浙江省');
  await choose(desk, '城市', '杭州市');
  await dialog.getByLabel('会场').fill('杭州国际博览中心');
  await dialog.getByLabel('详细地址').fill('奔竞大道 353 号');
  await shot(desk, 'new-meeting');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(desk).toHaveURL(/\/admin\/meetings\/\d+\/settings$/);
  const id = Number(/meetings\/(\d+)/.exec(desk.url())![1]);
  await shot(desk, 'created');
  await expect(desk.getByText('草稿（参会人看不到）')).toBeVisible();
  // The editor comes with this page only.
  const intro = desk.getByRole('textbox', { name: '会议介绍' });
  await expect(intro).toBeVisible();
  await intro.fill('欢迎参加本次大会。');
  await desk.getByLabel('主办方').fill('端到端测试组委会');
  await desk.getByRole('button', { name: '保存' }).click();
  await expect(desk.getByText('已保存').first()).toBeVisible();
  await shot(desk, 'settings');
  // A draft answers as not found to the public.
  expect((await (await desk.request.get(`/api/wyms/meeting/meeting/details?id=${id}`)).json()).code).toBe(0);

  // A ticket type.
  await desk.goto(`/admin/meetings/${id}/tickets`);
  await desk.getByRole('button', { name: '新增票种' }).click();
  const ticketDialog = desk.getByRole('dialog', { name: '新增票种' });
  await ticketDialog.getByLabel('票种名称').fill('标准票');
  await ticketDialog.getByLabel('价格（元）').fill('100');
  await ticketDialog.getByLabel('名额').fill('50');
  await ticketDialog.getByRole('button', { name: '保存' }).click();
  await expect(desk.getByRole('row').filter({ hasText: '标准票' })).toContainText('¥100.00');
  await shot(desk, 'tickets');

  // Two link entries, the second moved up with the keyboard's button.
  await desk.goto(`/admin/meetings/${id}/entries`);
  await expect(desk.getByText('暂无链接入口')).toBeVisible();
  for (const [name, fixed] of [
    ['会议介绍', '1. 会议介绍'],
    ['在线报名', '7. 报名'],
  ]) {
    await desk.getByRole('button', { name: '添加入口' }).click();
    const card = desk.getByRole('listitem').last();
    await card.getByLabel('名称').fill(name);
    await card.locator('.ant-select', { has: desk.getByRole('combobox', { name: /的固定页面$/ }) }).click();
    await desk.locator('.ant-select-item-option').filter({ hasText: fixed, visible: true }).click();
  }
  await desk.getByRole('button', { name: '上移 在线报名' }).click();
  await desk.getByRole('button', { name: '保存入口' }).click();
  await expect(desk.getByText('已保存').first()).toBeVisible();
  await shot(desk, 'entries');

  // Published: seen by the public at once.
  await desk.goto(`/admin/meetings/${id}/settings`);
  await desk.getByRole('button', { name: '发布', exact: true }).click();
  await desk.getByRole('tooltip').getByRole('button', { name: '发布' }).click();
  await expect(desk.getByText('已发布', { exact: true })).toBeVisible();
  await shot(desk, 'published');
  const page = (await (await desk.request.get(`/api/wyms/meeting/meeting/get_page_data?id=${id}`)).json()).data;
  expect(page.entries.map((e: { name: string }) => e.name)).toEqual(['在线报名', '会议介绍']);

  // On a phone: found on /, bought and paid.
  const phone = await (await context(browser, 375, 812)).newPage();
  phone.on('pageerror', (e) => errors.push(e.message));
  await logIn(phone, ATTENDEE);
  await phone.goto('/');
  await waitForApp(phone);
  const card = phone.getByTestId(/^meeting-(card|row)$/).filter({ hasText: TITLE });
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(phone, 'phone-home');
  await card.click();
  await expect(phone).toHaveURL(`/meeting/home/${id}`);
  await expect(phone.getByText('在线报名')).toBeVisible();
  await shot(phone, 'phone-meeting');
  await phone.getByText('在线报名').click();
  await expect(phone).toHaveURL(new RegExp(`/meeting/apply/${id}`));
  await phone.getByTestId('ticket').filter({ hasText: '标准票' }).click();
  const attendee = phone.getByTestId('attendee').first();
  await attendee.getByPlaceholder('请填写姓名').fill('孙建会');
  await attendee.getByPlaceholder('请填写手机号').fill(`137${String(Date.now()).slice(-8)}`);
  await shot(phone, 'phone-apply');
  await phone.locator('.rv-submit-bar').getByRole('button', { name: '提交订单' }).click();
  await expect(phone).toHaveURL(/\/payment\/alipay\?order_sn=M\d+$/);
  const sn = new URL(phone.url()).searchParams.get('order_sn')!;
  // The attendee's best coupon may already be taken off the ¥100.00: what they pay is what the dashboard counts.
  await expect(phone.getByTestId('pay-summary')).toContainText(/¥\d+\.\d{2}/);
  const paid = /¥\d+\.\d{2}/.exec((await phone.getByTestId('pay-summary').textContent()) ?? '')![0];
  await phone.getByRole('button', { name: /^支付宝支付 ¥/ }).click();
  await expect(phone.getByRole('button', { name: '确认付款' })).toBeVisible();
  await shot(phone, 'phone-cashier');
  await phone.getByRole('button', { name: '确认付款' }).click();
  await expect(phone).toHaveURL(new RegExp(`/order/detail\\?order_sn=${sn}`), { timeout: 20_000 });
  await expect(phone.getByTestId('order-status')).toContainText('已支付');
  await shot(phone, 'phone-paid');

  // The organiser sees it on the dashboard, and may not lower the capacity below what is sold.
  await desk.goto(`/admin/meetings/${id}`);
  await expect(desk.getByText('已付款参会人 / 名额')).toBeVisible();
  await expect(desk.locator('.ant-statistic').filter({ hasText: '已付款参会人' })).toContainText('1/ 50');
  await expect(desk.locator('.ant-statistic').filter({ hasText: '收入' })).toContainText(paid);
  await shot(desk, 'dashboard');
  await desk.goto(`/admin/meetings/${id}/orders`);
  await expect(desk.getByRole('link', { name: sn })).toBeVisible();

  await desk.goto(`/admin/meetings/${id}/tickets`);
  const row = desk.getByRole('row').filter({ hasText: '标准票' });
  await expect(row).toContainText('50');
  await row.getByRole('button', { name: '编辑 标准票' }).click();
  const edit = desk.getByRole('dialog', { name: /编辑票种/ });
  await edit.getByLabel('名额').fill('0');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit.getByText('容量不能低于已售 1 张与占用中 0 张')).toBeVisible();
  await shot(desk, 'capacity-refused');
  const list = (
    await (await desk.request.get(`/api/admin/meetings/${id}/ticket-types`, { headers: { token: await tokenOf(desk) } })).json()
  ).data.list;
  expect(list[0]).toMatchObject({ capacity: 50, sold: 1, held: 0 });
  expect(errors).toEqual([]);
});

const tokenOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'token')!.value;

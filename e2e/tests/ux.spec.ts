import { randomInt } from 'node:crypto';
import { test, expect, waitForApp, logIn, type Page } from './fixtures';
import { DEMO } from './support/paidOrders';

/*
 * What got in a new user's way (issue 32), walked in Chromium as they met it: bars outside the column on a
 * desktop, a back arrow leaving the site, toasts piling up, an address broken inside its number, the e-ticket
 * on paper.
 */
const USER = '13800138000';

async function post<T>(page: Page, token: string, url: string, data: object): Promise<{ code: number; msg: string; data: T }> {
  return (await (await page.request.post(url, { headers: { token }, data })).json()) as { code: number; msg: string; data: T };
}

/** A new unpaid ticket order of the demo meeting (at 杭州市萧山区奔竞大道 353 号) for the demo user. */
async function unpaidOrder(page: Page, token: string): Promise<string> {
  const placed = await post<{ order_sn: string }>(page, token, '/api/ms.meeting/submit_ticket_order', {
    meeting_id: DEMO.meetingId,
    ticket_id: DEMO.ticketId,
    applyers: [{ name: '王路过', mobile: `137${String(randomInt(0, 1e8)).padStart(8, '0')}`, company: '杭州云会科技有限公司' }],
  });
  expect(placed.code, placed.msg).toBe(1);
  return placed.data.order_sn;
}

/** The left and right edges of what `selector` matches. */
async function edges(page: Page, selector: string) {
  const box = (await page.locator(selector).first().boundingBox())!;
  return { left: Math.round(box.x), right: Math.round(box.x + box.width) };
}

test.describe('on a desktop window', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  // The 750 px column, centred.
  const COLUMN = { left: (1280 - 750) / 2, right: (1280 + 750) / 2 };

  test('every fixed footer stays inside the 750 px column', async ({ page, pageErrors }) => {
    const token = await logIn(page, USER);
    const sn = await unpaidOrder(page, token);

    await page.goto(`/meeting/apply/${DEMO.meetingId}`);
    await expect(page.locator('.rv-submit-bar')).toBeVisible();
    expect(await edges(page, '.rv-submit-bar')).toEqual(COLUMN);
    await expect(page.getByRole('button', { name: /提交/ })).toBeVisible();
    const button = await edges(page, '.rv-submit-bar__button');
    expect(button.right).toBeLessThanOrEqual(COLUMN.right);

    await page.goto(`/hotel/reserve/${DEMO.roomId}`);
    await expect(page.locator('.rv-submit-bar')).toBeVisible();
    expect(await edges(page, '.rv-submit-bar')).toEqual(COLUMN);

    await page.goto(`/order/detail?order_sn=${sn}`);
    await expect(page.getByTestId('order-actions')).toBeVisible();
    expect(await edges(page, '[data-testid="order-actions"]')).toEqual(COLUMN);

    await page.goto('/contact/person');
    await expect(page.getByRole('button', { name: '新增参会人' })).toBeVisible();
    expect(await edges(page, '.app-fixed-bar')).toEqual(COLUMN);
    await page.screenshot({ path: test.info().outputPath('contacts-desktop.png') });
    expect(pageErrors).toEqual([]);
  });
});

test('the back arrow of a page opened directly goes to its parent in the app, never off the site', async ({ page, pageErrors }) => {
  // A tab that was somewhere else first: history.length counts that page too.
  await page.goto('about:blank');
  await page.goto(`/meeting/home/${DEMO.meetingId}`);
  await waitForApp(page);
  await page.locator('.rv-nav-bar__left').click();
  await expect(page).toHaveURL(/\/meetingList$/);

  // In-app history goes back as before.
  await page.getByRole('link').filter({ hasText: '长三角数字经济峰会' }).first().click();
  await expect(page).toHaveURL(/\/meeting\/home\/\d+$/);
  await page.locator('.rv-nav-bar__left').click();
  await expect(page).toHaveURL(/\/meetingList$/);
  expect(pageErrors).toEqual([]);
});

test('saving a contact on /contact/edit opened directly finishes the save and stays in the app', async ({ page, pageErrors }) => {
  const token = await logIn(page, USER);
  const { list } = (await post<{ list: Array<{ id: number; name: string }> }>(page, token, '/api/ms.member/get_my_contact', {})).data;
  await page.goto('about:blank');
  await page.goto(`/contact/edit?id=${list[0].id}`);
  await expect(page.getByRole('button', { name: '保存' })).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().includes('/api/ms.member/update_my_contact'));
  await page.getByRole('button', { name: '保存' }).click();
  expect((await (await saved).json()).code).toBe(1);
  await expect(page).toHaveURL(/\/contact\/person$/);
  await expect(page.getByText(list[0].name).first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a newer toast replaces the older one', async ({ page }) => {
  await page.goto('/sign/byPwd');
  await page.getByPlaceholder('手机号 / 邮箱 / 用户名').fill(USER);
  await page.getByPlaceholder('请输入密码').fill('wrong123');
  const login = page.getByRole('button', { name: '登录', exact: true });
  await login.click();
  await expect(page.locator('.rv-toast').filter({ hasText: '账号或密码错误' })).toBeVisible();
  await login.click();
  await login.click();
  await page.waitForTimeout(800);
  await expect(page.locator('.rv-toast:visible')).toHaveCount(1);
});

test('an address keeps its numbers whole; an unpaid order says 应付', async ({ page, pageErrors }) => {
  const token = await logIn(page, USER);
  const sn = await unpaidOrder(page, token);
  await page.goto(`/order/detail?order_sn=${sn}`);
  const place = page.getByTestId('order-meeting').locator('div', { hasText: '奔竞大道' }).last();
  await expect(place).toBeVisible();
  // The number 353 is on one line: one box for its three digits.
  const boxes = await place.evaluate((row) => {
    const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const at = n.textContent!.indexOf('353');
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(n, at);
      range.setEnd(n, at + 3);
      return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
    }
    return 0;
  });
  expect(boxes).toBe(1);
  await expect(page.getByTestId('order-amounts')).toContainText('应付金额');
  await page.screenshot({ path: test.info().outputPath('order-detail-address.png'), fullPage: true });
  expect(pageErrors).toEqual([]);
});

test('the e-ticket prints with its order number and without the app bars', async ({ page, pageErrors }) => {
  const token = await logIn(page, USER);
  const orders = await post<{ data: Array<{ order_sn: string; status: string }> }>(page, token, '/api/ms.order/get_meeting_order_list', {
    status: 'paid',
    page: 1,
    limit: 10,
  });
  const sn = orders.data.data[0].order_sn;
  await page.goto(`/order/ticket?order_sn=${sn}`);
  const ticket = page.getByTestId('print-ticket').first();
  await expect(ticket).toContainText(`订单号 ${sn}`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.rv-nav-bar')).toBeHidden();
  await expect(ticket).toBeVisible();
  await expect(ticket.getByRole('img', { name: /的电子票二维码$/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('eticket-print.png'), fullPage: true });
  expect(pageErrors).toEqual([]);
});

import type { APIRequestContext } from '@playwright/test';
import { test, expect, logIn, waitForApp, type Page } from './fixtures';

/*
 * Setting up a meeting's rooms, coupons and messages in the console at 1280 x 800, as the owner of demo
 * meeting 1, on rows of its own (a hotel made here), so the demo stock other specs rely on is untouched;
 * then the demo attendee reads the message under 消息 on a phone.
 */
const OWNER = '13700137000';
const ATTENDEE = '13800138000';
const MEETING = 1;
test.use({ viewport: { width: 1280, height: 800 } });
// Whole console pages and their API on a shared machine: more than the default minute each.
test.describe.configure({ timeout: 180_000 });

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`setup-${name}.png`), fullPage: true });
const stamp = () => String(Date.now()).slice(-6);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Envelope<T> = { code: number; msg: string; data: T };
async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: object) {
  const res = await request.fetch(url, { method, headers: { token }, ...(data ? { data } : {}) });
  return (await res.json()) as Envelope<T>;
}

test("the owner adds a hotel, changes a night's allotment and sees it; shrinking below what is booked is refused with the numbers", async ({
  page,
  pageErrors,
}) => {
  const token = await logIn(page, OWNER);
  const name = `端到端酒店${stamp()}`;
  await page.goto(`/admin/meetings/${MEETING}/hotels`);
  // The first console page of the run loads its chunks cold.
  await expect(page.getByRole('heading', { name: '酒店房源' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '添加酒店' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('酒店名称').fill(name);
  await dialog.getByLabel('地址').fill('杭州市西湖区杨公堤 18 号');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const card = page.locator('.ant-card').filter({ hasText: name });
  await expect(card).toBeVisible({ timeout: 30_000 });

  // The room type through the API the dialog calls (its date pickers are antd's, tested there): three nights of 5 rooms.
  const hotels = await call<{ list: { id: number; name: string }[] }>(page.request, token, 'GET', `/api/admin/meetings/${MEETING}/hotels`);
  const hotelId = hotels.data.list.find((h) => h.name === name)!.id;
  const first = day(20);
  const room = await call<{ id: number }>(page.request, token, 'POST', `/api/admin/meetings/${MEETING}/hotels/${hotelId}/rooms`, {
    name: '湖景大床房',
    first_night: first,
    last_night: day(22),
    cutoff_at: new Date(Date.now() + 15 * 86_400_000).toISOString(),
    allotment: 5,
    price: 68000,
  });
  expect(room.code, room.msg).toBe(1);
  // A guest holds two rooms of the first night (an unpaid booking, cancelled at the end).
  const guest = await logIn(page, ATTENDEE);
  const booked = await call<{ order_sn: string }>(page.request, guest, 'POST', '/api/ms.hotel/submit_hotel_order', {
    hotel_id: hotelId,
    room_id: room.data.id,
    check_in: first,
    check_out: day(21),
    num: 2,
    guests: ['张会务', '李同事'],
    mobile: ATTENDEE,
  });
  expect(booked.code, booked.msg).toBe(1);

  await logIn(page, OWNER);
  await page.goto(`/admin/meetings/${MEETING}/hotels`);
  const grid = page.getByRole('region', { name: `${name} 湖景大床房` });
  await expect(grid.getByLabel(`${day(21)} 房量`)).toHaveValue('5', { timeout: 30_000 });
  await grid.getByLabel(`${day(21)} 房量`).fill('8');
  await grid.getByLabel(`${day(21)} 价格`).fill('720');
  await grid.getByRole('button', { name: '保存湖景大床房' }).click();
  await expect(page.getByText('湖景大床房的房源已保存')).toBeVisible();
  await page.reload();
  await expect(grid.getByLabel(`${day(21)} 房量`)).toHaveValue('8', { timeout: 30_000 });
  await expect(grid.getByLabel(`${day(21)} 价格`)).toHaveValue('720.00');
  await shot(page, 'hotels');

  const firstRow = grid.getByRole('row').filter({ hasText: first });
  await expect(firstRow.getByRole('cell').nth(3)).toHaveText('2');
  await grid.getByLabel(`${first} 房量`).fill('1');
  await grid.getByRole('button', { name: '保存湖景大床房' }).click();
  await expect(grid.getByRole('alert')).toContainText('的房量不能少于已售出和已占用的 2 间（已售 0 间，待支付占用 2 间）');
  await expect(grid.getByLabel(`${first} 房量`)).toHaveValue('5');
  await shot(page, 'hotels-refused');

  const cancelled = await call(page.request, guest, 'POST', '/api/ms.order/cancel_order', { order_sn: booked.data.order_sn });
  expect(cancelled.code, cancelled.msg).toBe(1);
  expect(pageErrors).toEqual([]);
});

test('the owner creates a coupon batch and sees it in the list with its usage', async ({ page, pageErrors }) => {
  await logIn(page, OWNER);
  const name = `端到端满减${stamp()}`;
  await page.goto(`/admin/meetings/${MEETING}/coupons`);
  await expect(page.getByRole('heading', { name: '优惠券' })).toBeVisible();
  await page.getByRole('button', { name: '新建优惠券' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('名称').fill(name);
  await dialog.getByLabel('减免金额（元）').fill('50');
  await dialog.getByLabel('使用门槛（元，0 为无门槛）').fill('300');
  await dialog.getByLabel('发放数量').fill('20');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('减¥50.00');
  await expect(row).toContainText('满¥300.00');
  await expect(row).toContainText('发放中');
  await shot(page, 'coupons');
  expect(pageErrors).toEqual([]);
});

test('the owner writes to every attendee of the meeting, and the demo attendee reads it under 消息 on a phone', async ({
  browser,
  page,
  pageErrors,
}) => {
  await logIn(page, OWNER);
  const title = `会场变更通知${stamp()}`;
  await page.goto(`/admin/meetings/${MEETING}/messages`);
  await expect(page.getByRole('heading', { name: '消息通知' })).toBeVisible();
  await expect(page.getByText(/^将发送给 \d+ 人$/)).toBeVisible();
  await page.getByLabel('标题').fill(title);
  await page.getByLabel('内容').fill('主会场改至国际会议中心 B 厅，请留意现场指引。');
  // A double click sends one message.
  await page.getByRole('button', { name: '发送' }).dblclick();
  await expect(page.getByText(/^已发送给 \d+ 人$/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);
  await shot(page, 'messages');

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const attendee = await phone.newPage();
  const token = await logIn(attendee, ATTENDEE);
  const inbox = await call<{ data: { title: string }[] }>(attendee.request, token, 'POST', '/api/ms.message/get_message_list', {});
  expect(inbox.data.data.filter((m) => m.title === title)).toHaveLength(1);
  await attendee.goto('/message');
  await waitForApp(attendee);
  await expect(attendee.getByText(title)).toBeVisible();
  await attendee.screenshot({ path: test.info().outputPath('setup-attendee-message.png') });
  await phone.close();
  expect(pageErrors).toEqual([]);
});

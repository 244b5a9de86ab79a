import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test, expect, waitForApp, logIn, watchApiAndClient, type Page } from './fixtures';
import { TMP_DIR } from '../playwright.config';

// The demo user's orders (every state) come from the demo data every fresh e2e server loads.
const DEMO = '13800138000';
const ROOT = path.join(__dirname, '../..');

type Envelope<T> = { code: number; msg: string; data: T };

async function api<T>(page: Page, token: string, url: string, body: object = {}, method: 'GET' | 'POST' = 'POST'): Promise<Envelope<T>> {
  const res =
    method === 'GET'
      ? await page.request.get(`/${url}?${new URLSearchParams(body as Record<string, string>)}`, { headers: { token } })
      : await page.request.post(`/${url}`, { headers: { token }, data: body });
  return (await res.json()) as Envelope<T>;
}

/** The organiser's command line, talking to the running server through its admin socket. */
function admin(...args: string[]): string {
  return execFileSync('node', [path.join(ROOT, 'server/dist/cli/index.js'), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: path.join(TMP_DIR, 'data') },
    encoding: 'utf8',
  });
}

interface Field {
  name: string;
  type: string;
  options: string[];
  required: boolean;
}
const ANSWERS: Record<string, (f: Field) => string | string[]> = {
  sector: () => '文旅酒店/会展服务',
  area: () => '浙江省/杭州市',
  select: (f) => f.options[0],
  radio: (f) => f.options[0],
  checkbox: (f) => [f.options[0]],
  date: () => '2026-01-01',
  number: () => '1',
  mobile: () => '13700000000',
  email: () => 'e2e@example.com',
};

let serial = 0;
/** A new unpaid order of the demo user for a paid ticket on sale, submitted through the API as the apply page does. */
async function newOrder(page: Page, token: string): Promise<string> {
  for (let meetingId = 1; meetingId <= 12; meetingId += 1) {
    const info = await api<{
      apply_status: string;
      tickets: Array<{ id: number; price: number; stock: number; sale_state: string; refund_deadline: string | null }>;
      fields: Field[];
    }>(page, token, 'api/wyms/meeting/meeting_apply/index', { meeting_id: String(meetingId) }, 'GET');
    if (info.code !== 1) continue;
    const now = Date.now();
    const ticket = info.data.tickets.find(
      (t) => t.price > 0 && t.stock > 0 && t.sale_state === 'on_sale' && (!t.refund_deadline || Date.parse(t.refund_deadline) > now),
    );
    if (!ticket) continue;
    const fields = Object.fromEntries(
      info.data.fields.filter((f) => f.required).map((f) => [f.name, (ANSWERS[f.type] ?? (() => '测试'))(f)]),
    );
    serial += 1;
    const mobile = `166${String(Date.now()).slice(-6)}${String(serial).padStart(2, '0')}`;
    const res = await api<{ order_sn: string }>(page, token, 'api/ms.meeting/submit_ticket_order', {
      meeting_id: meetingId,
      ticket_id: ticket.id,
      applyers: JSON.stringify([{ name: `测试${serial}`, mobile, company: '端到端测试公司', fields }]),
    });
    if (res.code === 1) return res.data.order_sn;
  }
  throw new Error('no meeting with a paid ticket on sale in the demo data');
}

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

test('the demo user sees meeting orders in every state, by tab', async ({ page, pageErrors }) => {
  await logIn(page, DEMO);
  await page.goto('/order');
  await waitForApp(page);
  await expect(page.locator('.rv-tab')).toHaveText(['全部', '待支付', '已支付', '退款/取消']);
  const cards = page.getByTestId('order-card');
  await expect(cards.first()).toBeVisible();
  for (const status of ['待支付', '已支付', '已退款', '已取消']) await expect(cards.filter({ hasText: status }).first()).toBeVisible();
  await expect(cards.filter({ hasText: '已支付' }).first()).toContainText(/实付 ¥\d+\.\d{2}/);
  // The demo's paid order (other specs may have added newer paid orders of the demo user).
  await expect(cards.filter({ hasText: '第十届中国智慧医疗创新大会' }).filter({ hasText: '已支付' }).first()).toContainText(
    '参会人：张会务、王建国',
  );
  await shot(page, 'order-list');

  await page.locator('.rv-tab', { hasText: '退款/取消' }).click();
  await expect(page).toHaveURL(/\/order\?status=refund/);
  const closed = page
    .locator('.rv-tab__pane')
    .filter({ has: page.getByTestId('order-card') })
    .last()
    .getByTestId('order-card');
  await expect(closed.first()).toBeVisible();
  await expect(closed.filter({ hasText: '已支付' })).toHaveCount(0);
  await shot(page, 'order-list-refund');

  await page.goto('/order/hotel');
  await expect(page.getByText('酒店订单').first()).toBeVisible();
  await expect(page.getByTestId('order-card').or(page.getByTestId('empty-state')).first()).toBeVisible();
  await shot(page, 'order-hotel');
  expect(pageErrors).toEqual([]);
});

test("the order list comes with its page, asked with the user's token: no call but the session, no HTTP client until they act", async ({
  page,
}) => {
  await logIn(page, DEMO);
  const { calls, clientFetches } = watchApiAndClient(page);
  await page.goto('/order');
  await expect(page.getByTestId('order-card').filter({ hasText: '第十届中国智慧医疗创新大会' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual(['/api/_auth/session']);
  expect(clientFetches()).toBe(0);

  // The first tap fetches the client; another tab's orders are asked of the server.
  await page.locator('.rv-tab', { hasText: '待支付' }).click();
  await expect(page).toHaveURL(/\/order\?status=unpaid/);
  await expect.poll(() => calls).toContain('/api/ms.order/get_meeting_order_list');
  expect(clientFetches()).toBe(1);
});

test('pays the unpaid demo order in the sandbox cashier and comes back to its e-tickets', async ({ page, pageErrors }) => {
  await logIn(page, DEMO);
  await page.goto('/order?status=unpaid');
  await waitForApp(page);
  const card = page.getByTestId('order-card').first();
  await expect(card).toContainText('待支付');
  await card.getByText('订单号').click();
  await expect(page).toHaveURL(/\/order\/detail\?order_sn=M\d{22}/);
  const sn = new URL(page.url()).searchParams.get('order_sn')!;
  await expect(page.getByTestId('hold-countdown')).toContainText(/剩余支付时间\d{2}:\d{2}/);
  const people = await page.getByTestId('attendee').count();
  expect(people).toBeGreaterThan(0);
  await shot(page, 'detail-unpaid');

  await page.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL(`/payment/alipay?order_sn=${sn}`);
  await expect(page.getByTestId('pay-summary')).toContainText(/¥\d+\.\d{2}/);
  await shot(page, 'payment');
  await page.getByRole('button', { name: /^支付宝支付 ¥/ }).click();
  await expect(page.getByRole('button', { name: '确认付款' })).toBeVisible();
  await expect(page.getByText(sn)).toBeVisible();
  await shot(page, 'cashier');
  await page.getByRole('button', { name: '确认付款' }).click();

  await expect(page).toHaveURL(new RegExp(`/order/detail\\?order_sn=${sn}`));
  await expect(page.getByTestId('order-status')).toContainText('已支付');
  await expect(page.getByTestId('eticket')).toHaveCount(people);
  // Under each QR, its short code for typing at the door.
  await expect(page.getByTestId('eticket-short-code')).toHaveCount(people);
  const qr = page.getByRole('img', { name: /的电子票二维码$/ }).first();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await page.getByTestId('order-etickets').scrollIntoViewIfNeeded();
  await shot(page, 'detail-paid');

  await page.getByRole('link', { name: '打印电子票' }).click();
  await expect(page.getByTestId('print-ticket')).toHaveCount(people);
  await expect(page.getByTestId('print-ticket').first().getByTestId('eticket-short-code')).toHaveText(
    /^票码 [2-9A-HJKMNP-Z]{5} [2-9A-HJKMNP-Z]{5}票码：/,
  );
  await shot(page, 'print-ticket');
  expect(pageErrors).toEqual([]);
});

test('gives up at the cashier, then cancels the order', async ({ page, pageErrors }) => {
  const token = await logIn(page, DEMO);
  const sn = await newOrder(page, token);
  await page.goto(`/payment/alipay?order_sn=${sn}`);
  await waitForApp(page);
  await page.getByRole('button', { name: /^支付宝支付 ¥/ }).click();
  await page.getByRole('link', { name: '放弃付款' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/alipay\\?order_sn=${sn}`));
  await expect(page.getByTestId('pay-summary')).toBeVisible();

  // Back from the cashier unpaid: /redirect asks for a while, then opens the order as it is.
  await page.goto(`/redirect?to=${encodeURIComponent(`/order/detail?order_sn=${sn}`)}&out_trade_no=${sn}`);
  await expect(page.getByTestId('payment-checking')).toContainText('支付结果确认中');
  await shot(page, 'redirect-checking');
  await expect(page).toHaveURL(`/order/detail?order_sn=${sn}`, { timeout: 20_000 });
  await page.getByRole('button', { name: '取消订单' }).click();
  await page.locator('.rv-dialog').getByRole('button', { name: '确认' }).click();
  await expect(page.getByTestId('order-status')).toContainText('已取消');
  await expect(page.getByRole('button', { name: '去支付' })).toHaveCount(0);
  await shot(page, 'detail-cancelled');
  expect((await api<{ status: string }>(page, token, 'api/ms.order/get_order_detail', { order_sn: sn })).data.status).toBe('cancelled');
  expect(pageErrors).toEqual([]);
});

test('asks for a refund of a paid order with a reason, and withdraws it', async ({ page, pageErrors }) => {
  const token = await logIn(page, DEMO);
  const sn = await newOrder(page, token);
  // Paid the way the cashier pays: the sandbox's 确认付款 for this order.
  const pay = await api<{ pay_url: string }>(page, token, 'api/ms.order/pay_order', { order_sn: sn, pay_type: 'alipay' });
  expect((await page.request.get(pay.data.pay_url)).ok()).toBe(true);
  await page.request.post('/_sandbox/alipay/pay', { form: { out_trade_no: sn }, maxRedirects: 0 });
  await page.goto(`/order/detail?order_sn=${sn}`);
  await waitForApp(page);
  await expect(page.getByTestId('order-status')).toContainText('已支付');

  // The attendee's details can be corrected before the meeting starts.
  await page.getByRole('button', { name: '修改信息' }).click();
  const editor = page.locator('.rv-popup').filter({ hasText: '修改参会人信息' });
  const company = editor.getByPlaceholder('请填写单位');
  await expect(company).toHaveValue('端到端测试公司');
  await company.fill('端到端测试有限公司');
  await shot(page, 'edit-attendee');
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('attendee')).toContainText('端到端测试有限公司');
  await expect(editor).toBeHidden();

  await page.getByRole('button', { name: '申请退款' }).click();
  await page.getByPlaceholder('请填写退款原因，主办方审核后原路退回').fill('行程冲突，无法参加');
  await shot(page, 'refund-dialog');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByTestId('order-status')).toContainText('退款申请审核中：行程冲突，无法参加');
  await expect(page.locator('.rv-dialog')).toBeHidden();
  await shot(page, 'detail-refunding');

  await page.getByRole('button', { name: '撤销退款申请' }).click();
  await page.locator('.rv-dialog').last().getByRole('button', { name: '确认' }).click();
  await expect(page.getByTestId('order-status')).toContainText('已支付');
  await expect(page.getByRole('button', { name: '申请退款' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('pays by bank transfer with a voucher that the organiser approves', async ({ page, pageErrors }) => {
  const token = await logIn(page, DEMO);
  const sn = await newOrder(page, token);
  await page.goto(`/payment/alipay?order_sn=${sn}`);
  await waitForApp(page);
  await page.getByRole('radio', { name: /^对公转账/ }).click();
  await expect(page.getByTestId('bank-account')).toContainText('账号');
  // A 1x1 PNG as the receipt's photo.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await page.locator('input[type=file]').setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: png });
  await expect(page.locator('.rv-uploader__preview')).toHaveCount(1);
  await expect(page.locator('.rv-uploader__mask')).toHaveCount(0);
  await page.getByPlaceholder('转账所用账户的户名').fill('会议酒店科技有限公司');
  await shot(page, 'payment-transfer');
  await page.getByRole('button', { name: '提交转账凭证' }).click();
  await expect(page.getByTestId('voucher-status')).toContainText('转账凭证审核中');
  await shot(page, 'payment-voucher-pending');

  expect(admin('approve-voucher', '--order', sn)).toContain('已确认收款');
  await page.goto(`/order/detail?order_sn=${sn}`);
  await expect(page.getByTestId('order-status')).toContainText('已支付');
  await expect(page.getByTestId('order-amounts')).toContainText('支付方式对公转账');
  await expect(page.getByTestId('eticket')).toHaveCount(1);
  expect(pageErrors).toEqual([]);
});

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A new unpaid hotel order of the demo user: one room for one night still to come, at the first demo hotel that takes it. */
async function newHotelOrder(page: Page, token: string): Promise<string> {
  const refusals: string[] = [];
  for (let meetingId = 1; meetingId <= 4; meetingId += 1) {
    const hotels = await api<{ data: Array<{ id: number }> }>(page, token, 'api/ms.hotel/get_hotel_list', { meeting_id: meetingId });
    for (const h of hotels.data?.data ?? []) {
      const detail = await api<{ rooms: Array<{ id: number }> }>(page, token, 'api/ms.hotel/get_hotel_detail', { id: h.id });
      for (const r of detail.data.rooms) {
        const room = await api<{ today: string; nights: Array<{ night: string; left: number }> }>(
          page,
          token,
          'api/ms.hotel/get_room_detail',
          { id: r.id },
        );
        const night = room.data?.nights?.find((n) => n.night >= room.data.today && n.left > 0);
        if (!night) continue;
        const res = await api<{ order_sn: string }>(page, token, 'api/ms.hotel/submit_hotel_order', {
          hotel_id: h.id,
          room_id: r.id,
          check_in: night.night,
          check_out: nextDay(night.night),
          num: 1,
          guests: JSON.stringify(['张会务']),
          mobile: DEMO,
        });
        if (res.code === 1) return res.data.order_sn;
        refusals.push(res.msg);
      }
    }
  }
  throw new Error(`no demo hotel room takes a booking: ${refusals.join('; ')}`);
}

test('lists a hotel order and shows its nights, then cancels it', async ({ page, pageErrors }) => {
  const token = await logIn(page, DEMO);
  const sn = await newHotelOrder(page, token);
  await page.goto('/order/hotel?status=unpaid');
  await waitForApp(page);
  const card = page.getByTestId('order-card').filter({ hasText: sn });
  await expect(card).toContainText(/\d+月\d+日 - \d+月\d+日 · \d+晚 · 1间/);
  await shot(page, 'order-hotel-list');
  await card.getByText(sn).click();
  await expect(page).toHaveURL(`/order/detail?order_sn=${sn}`);
  const stay = page.getByTestId('order-hotel');
  await expect(stay).toContainText('入住人张会务');
  await expect(stay).toContainText(/\d+月\d+日 周. 每间¥\d+\.\d{2} × 1/);
  await shot(page, 'detail-hotel');
  await page.getByRole('button', { name: '取消订单' }).click();
  await page.locator('.rv-dialog').getByRole('button', { name: '确认' }).click();
  await expect(page.getByTestId('order-status')).toContainText('已取消');
  expect(pageErrors).toEqual([]);
});

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, waitForApp, logIn, smsCodeFor, type Page } from './fixtures';
import { payWithSandbox } from './support/paidOrders';
import { BASE_URL, TMP_DIR } from '../playwright.config';

// Issue 9's journey as one user lives it: sign up for a meeting, pay, get tickets; a refund; an order left to expire.
const ROOT = path.join(__dirname, '../..');
const SUMMIT = '第八届长三角数字经济峰会';
const TICKET = '标准票';

type Envelope<T> = { code: number; msg: string; data: T };
interface Ticket {
  id: number;
  name: string;
  stock: number;
}

async function api<T>(request: APIRequestContext, token: string, url: string, data: object = {}): Promise<Envelope<T>> {
  return (await (await request.post(url, { headers: { token }, data })).json()) as Envelope<T>;
}

/** What the phone's screen shows now (375x812): a full-page shot would draw the fixed nav bar mid-page. */
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });
const toast = (page: Page, text: string) => page.locator('.rv-toast').filter({ hasText: text, visible: true });
const submitBar = (page: Page) => page.locator('.rv-submit-bar');

let seq = 0;
const freshMobile = (prefix: string) => `${prefix}${String((Date.now() + seq++) % 1e8).padStart(8, '0')}`;

/** A meeting's id by its title. */
async function meetingId(request: APIRequestContext, base: string, title: string): Promise<number> {
  const { data } = await (await request.get(`${base}/api/wyms/meeting/meeting/index?keyword=${encodeURIComponent(title)}`)).json();
  const found = (data.data as Array<{ id: number; title: string }>).find((m) => m.title === title);
  if (!found) throw new Error(`no meeting ${title}`);
  return found.id;
}

/** The seats left of one ticket of a meeting, as get_meeting_tickets tells. */
async function ticketOf(request: APIRequestContext, base: string, meeting: number, name: string): Promise<Ticket> {
  const res = (await (
    await request.post(`${base}/api/ms.meeting/get_meeting_tickets`, { data: { meeting_id: meeting } })
  ).json()) as Envelope<Ticket[]>;
  expect(res.code, res.msg).toBe(1);
  const ticket = res.data.find((t) => t.name === name);
  if (!ticket) throw new Error(`no ticket ${name}`);
  return ticket;
}

/** The user's coupons that can still be used (one locked by an unpaid order among them, with its order_no). */
async function myCoupons(request: APIRequestContext, base: string, token: string) {
  const res = (await (
    await request.post(`${base}/api/ms.coupon/get_my_coupon_list`, { headers: { token }, data: { state: 'unused', limit: 50 } })
  ).json()) as Envelope<{
    data: Array<{ id: number; order_no: string | null }>;
  }>;
  expect(res.code, res.msg).toBe(1);
  return res.data.data;
}

/** A new account made through the API (SMS code from the console provider), logged in in the browser; its token. */
async function newUser(page: Page): Promise<string> {
  const mobile = freshMobile('135');
  const sentAt = Date.now();
  expect((await (await page.request.post('/api/sms/send', { form: { mobile, event: 'register' } })).json()).code).toBe(1);
  const reply = await (
    await page.request.post('/api/user/register', { form: { mobile, captcha: await smsCodeFor(mobile, sentAt), password: 'abc12345' } })
  ).json();
  expect(reply.code, reply.msg).toBe(1);
  await page.context().addCookies([{ name: 'token', value: reply.data.userinfo.token, url: BASE_URL }]);
  return reply.data.userinfo.token as string;
}

/** Fills one attendee card of the apply page. */
async function fillAttendee(page: Page, index: number, name: string) {
  const card = page.getByTestId('attendee').nth(index);
  await card.getByPlaceholder('请填写姓名').fill(name);
  await card.getByPlaceholder('请填写手机号').fill(freshMobile('136'));
  await card.getByPlaceholder('请填写工作单位').fill('杭州云栖科技有限公司');
}

/** From the meeting's home page (立即报名) to the apply form, with the ticket chosen and the attendees typed in. */
async function applyFromMeetingHome(page: Page, meeting: number, names: string[], name: string): Promise<void> {
  await page.goto(`/meeting/home/${meeting}`);
  await waitForApp(page);
  const apply = page.getByRole('button', { name: '立即报名', exact: true });
  await expect(apply).toBeVisible();
  await shot(page, `${name}-meeting`);
  await apply.click();
  await expect(page).toHaveURL(`/meeting/apply/${meeting}`);
  await page.getByTestId('ticket').filter({ hasText: TICKET }).click();
  await fillAttendee(page, 0, names[0]);
  for (let i = 1; i < names.length; i += 1) {
    await page.getByRole('button', { name: '手动添加' }).click();
    await fillAttendee(page, i, names[i]);
  }
}

/** Submits the apply form; the number of the new order, on its payment page. */
async function submitApply(page: Page): Promise<string> {
  await submitBar(page).getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payment\/alipay\?order_sn=M\d+$/);
  await expect(page.getByTestId('pay-summary')).toBeVisible();
  return new URL(page.url()).searchParams.get('order_sn')!;
}

test.describe.configure({ mode: 'serial' });

test('signs up two attendees with a coupon, pays in the sandbox cashier and gets two e-tickets', async ({ page, request, pageErrors }) => {
  const token = await newUser(page);
  const meeting = await meetingId(request, BASE_URL, SUMMIT);
  const before = await ticketOf(request, BASE_URL, meeting, TICKET);

  await applyFromMeetingHome(page, meeting, ['赵一鸣', '钱多多'], 'journey');
  await expect(page.getByTestId('attendee')).toHaveCount(2);
  await shot(page, 'journey-apply-attendees');
  await page.getByTestId('claimable').filter({ hasText: '峰会报名立减券' }).getByRole('button', { name: '领取' }).click();
  await expect(toast(page, '领取成功')).toBeVisible();
  await expect(page.getByTestId('coupon-cell')).toContainText('-¥200.00');
  await expect(page.getByTestId('order-amount')).toContainText('¥980.00 × 2 = ¥1960.00');
  await expect(submitBar(page)).toContainText('¥1760.00');
  await expect(toast(page, '领取成功')).toHaveCount(0);
  await shot(page, 'journey-apply-coupon');
  const sn = await submitApply(page);
  await expect(page.getByTestId('pay-summary')).toContainText('¥1760.00');
  // The order holds its two seats while it waits for payment.
  expect((await ticketOf(request, BASE_URL, meeting, TICKET)).stock).toBe(before.stock - 2);
  await shot(page, 'journey-payment');

  const visited: string[] = [];
  page.on('framenavigated', (f) => f === page.mainFrame() && visited.push(new URL(f.url()).pathname));
  await page.getByRole('button', { name: /^支付宝支付 ¥/ }).click();
  await expect(page.getByRole('button', { name: '确认付款' })).toBeVisible();
  await expect(page.getByText(sn)).toBeVisible();
  await shot(page, 'journey-cashier');
  await page.getByRole('button', { name: '确认付款' }).click();

  // Back through /redirect to the paid order.
  await expect(page).toHaveURL(new RegExp(`/order/detail\\?order_sn=${sn}`), { timeout: 20_000 });
  expect(visited).toContain('/redirect');
  await expect(page.getByTestId('order-status')).toContainText('已支付');
  await expect(page.getByTestId('order-amounts')).toContainText('¥1760.00');
  const tickets = page.getByTestId('eticket');
  await expect(tickets).toHaveCount(2);
  await expect(tickets.filter({ hasText: '赵一鸣' })).toContainText('待入场');
  await expect(tickets.filter({ hasText: '钱多多' })).toContainText('待入场');

  // Each QR is loaded and is the QR of that attendee's ticket code, drawn as the server draws it.
  const vouchers = (await (
    await request.get(`/api/wyms/meeting/meeting_apply/attendance_voucher?order_sn=${sn}`, { headers: { token } })
  ).json()) as Envelope<Array<{ name: string; code: string }>>;
  expect(vouchers.code, vouchers.msg).toBe(1);
  expect(vouchers.data).toHaveLength(2);
  expect(new Set(vouchers.data.map((v) => v.code)).size).toBe(2);
  for (const v of vouchers.data) {
    const img = page.getByRole('img', { name: `${v.name}的电子票二维码` });
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    const src = (await img.getAttribute('src'))!;
    const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
    expect(svg).toBe(await QRCode.toString(v.code, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }));
  }
  await shot(page, 'journey-paid');
  await page.getByTestId('order-amounts').scrollIntoViewIfNeeded();
  await shot(page, 'journey-paid-amounts');
  expect((await ticketOf(request, BASE_URL, meeting, TICKET)).stock).toBe(before.stock - 2);
  expect(pageErrors).toEqual([]);
});

/** The organiser's command line, talking to the suite's server through its admin socket. */
function admin(...args: string[]): string {
  return execFileSync('node', [path.join(ROOT, 'server/dist/cli/index.js'), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: path.join(TMP_DIR, 'data') },
    encoding: 'utf8',
  });
}

test('a paid order is refunded all the way and its seat comes back', async ({ page, request, pageErrors }) => {
  const token = await newUser(page);
  const meeting = await meetingId(request, BASE_URL, SUMMIT);
  const before = await ticketOf(request, BASE_URL, meeting, TICKET);
  const order = await api<{ order_sn: string }>(request, token, '/api/ms.meeting/submit_ticket_order', {
    meeting_id: meeting,
    ticket_id: before.id,
    applyers: [{ name: '孙退款', mobile: freshMobile('136'), company: '杭州云栖科技有限公司' }],
  });
  expect(order.code, order.msg).toBe(1);
  const sn = order.data.order_sn;
  await payWithSandbox(request, token, sn);
  expect((await ticketOf(request, BASE_URL, meeting, TICKET)).stock).toBe(before.stock - 1);

  await page.goto(`/order/detail?order_sn=${sn}`);
  await waitForApp(page);
  await expect(page.getByTestId('order-status')).toContainText('已支付');
  await page.getByRole('button', { name: '申请退款' }).click();
  await page.getByPlaceholder('请填写退款原因，主办方审核后原路退回').fill('行程冲突，无法参加');
  await shot(page, 'refund-dialog');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByTestId('order-status')).toContainText('退款申请审核中：行程冲突，无法参加');
  await expect(page.locator('.rv-dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: '撤销退款申请' })).toBeVisible();
  await shot(page, 'refund-requested');

  expect(admin('approve-refund', '--order', sn)).toContain('已同意退款');
  // The server refunds through Alipay in the background; the page shows it once done.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('order-status').textContent();
      },
      { timeout: 30_000 },
    )
    .toContain('已退款');
  await expect(page.getByTestId('order-status')).toContainText('款项已原路退回');
  await expect(page.getByRole('button', { name: '申请退款' })).toHaveCount(0);
  await shot(page, 'refund-done');
  expect((await ticketOf(request, BASE_URL, meeting, TICKET)).stock).toBe(before.stock);
  expect(pageErrors).toEqual([]);
});

test.describe('an abandoned order', () => {
  // The suite's site holds orders 30 minutes: this part has a site of its own that holds them one minute.
  const port = Number(process.env.E2E_PORT || 8090) + 1000;
  const base = `http://127.0.0.1:${port}`;
  let dataDir = '';
  let server: ChildProcess | undefined;
  let output = '';

  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-expire-'));
    server = spawn(process.execPath, [path.join(ROOT, 'server/dist/index.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ORDER_EXPIRE_SECONDS: '60',
        JOB_TICK_MS: '500',
      },
    });
    server.stdout?.on('data', (d) => (output += d));
    server.stderr?.on('data', (d) => (output += d));
    await expect
      .poll(
        () =>
          fetch(`${base}/api/health`).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 120_000, message: `own server: ${output}` },
      )
      .toBe(true);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('expires after its hold and its seats come back', async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const token = await logIn(page, '13800138000');
    const meeting = await meetingId(page.request, base, SUMMIT);
    const before = await ticketOf(page.request, base, meeting, TICKET);

    await applyFromMeetingHome(page, meeting, ['李放弃'], 'expire');
    const sn = await submitApply(page);
    expect((await ticketOf(page.request, base, meeting, TICKET)).stock).toBe(before.stock - 1);
    // The apply page used the best coupon the user holds: the order keeps it locked while it waits.
    const held = (await myCoupons(page.request, base, token)).find((c) => c.order_no === sn);
    expect(held, 'a coupon locked by the order').toBeTruthy();
    // To the cashier and away without paying.
    await page.getByRole('button', { name: /^支付宝支付 ¥/ }).click();
    await page.getByRole('link', { name: '放弃付款' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/alipay\\?order_sn=${sn}`));
    await expect(page.getByTestId('pay-summary')).toBeVisible();
    await shot(page, 'expire-gave-up');

    await page.goto(`/order/detail?order_sn=${sn}`);
    await waitForApp(page);
    await expect(page.getByTestId('hold-countdown')).toContainText(/剩余支付时间00:\d{2}/);
    await shot(page, 'expire-unpaid');
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('order-status').textContent();
        },
        { timeout: 90_000, intervals: [3_000] },
      )
      .toContain('已过期');
    await expect(page.getByTestId('order-status')).toContainText('订单超时未支付，已自动关闭');
    await expect(page.getByRole('button', { name: '去支付' })).toHaveCount(0);
    await shot(page, 'expire-expired');
    expect((await ticketOf(page.request, base, meeting, TICKET)).stock).toBe(before.stock);
    const released = (await myCoupons(page.request, base, token)).find((c) => c.id === held!.id);
    expect(released?.order_no ?? null).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, logIn, smsCodeFor, DEMO_MEETING, type Page } from './fixtures';
import { TMP_DIR } from '../playwright.config';
import { DEMO, payWithSandbox } from './support/paidOrders';

/*
 * The organiser console (会务后台) at a desktop size, against the built site and its demo data: the owner of
 * demo meeting 1 walks its pages; an attendee is refused; an attendee page downloads nothing of the console.
 */
const OWNER = '13700137000';
const ATTENDEE = '13800138000';
test.use({ viewport: { width: 1280, height: 800 } });

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`admin-${name}.png`), fullPage: true });

/** The organiser's command line, talking to the running server through its admin socket. */
const cli = (...args: string[]) =>
  execFileSync('node', [path.join(__dirname, '../../server/dist/cli/index.js'), ...args], {
    cwd: path.join(__dirname, '../..'),
    env: { ...process.env, DATA_DIR: path.join(TMP_DIR, 'data') },
    encoding: 'utf8',
  });

type Envelope<T> = { code: number; msg: string; data: T };
const post = async <T>(request: APIRequestContext, token: string, url: string, data: object) =>
  (await (await request.post(url, { headers: { token }, data })).json()) as Envelope<T>;

/** A new order of the buyer for the demo meeting on sale (one attendee): its number. */
async function newTicketOrder(request: APIRequestContext, token: string, name: string): Promise<string> {
  const mobile = `166${String(Date.now()).slice(-8)}`;
  const res = await post<{ order_sn: string }>(request, token, '/api/ms.meeting/submit_ticket_order', {
    meeting_id: DEMO.meetingId,
    ticket_id: DEMO.ticketId,
    applyers: [{ name, mobile, company: '端到端测试公司' }],
  });
  expect(res.code, res.msg).toBe(1);
  return res.data.order_sn;
}

/** A 1x1 PNG: the photo of a transfer receipt. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Paths of every file the page downloaded from this site. */
const downloaded = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));

test('the owner of meeting 1 opens the console, its dashboard and its orders', async ({ page, pageErrors }) => {
  await logIn(page, OWNER);
  await page.goto('/admin');
  await expect(page).toHaveTitle('会务后台');
  await expect(page.getByRole('heading', { name: '工作台' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '我管理的会议' }).or(page.getByText('我管理的会议'))).toBeVisible();
  // The to-do list loaded, not its spinner.
  await expect(page.getByText(/^加载中/)).toHaveCount(0);
  await shot(page, 'home');

  await page.goto('/admin/meetings/1');
  await expect(page.getByText('已付款参会人 / 名额')).toBeVisible();
  await expect(page.getByText(/^¥\d+\.\d{2}$/).first()).toBeVisible();
  await shot(page, 'dashboard');

  await page.goto('/admin/meetings/1/orders?status=paid');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('link', { name: /^[A-Z0-9]{10,}$/ }).first()).toBeVisible();
  await shot(page, 'orders');
  await page
    .getByRole('link', { name: /^[A-Z0-9]{10,}$/ })
    .first()
    .click();
  await expect(page.getByText('操作记录', { exact: true })).toBeVisible();
  await shot(page, 'order');

  for (const [path, heading] of [
    ['/admin/meetings/1/attendees', '参会人'],
    ['/admin/meetings/1/checkin', '签到实况'],
    ['/admin/meetings/1/team', '团队成员'],
    ['/admin/meetings/1/exports', '数据导出'],
    ['/admin/finance', '财务待办'],
    ['/admin/audit', '审计日志'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await shot(page, path.split('/').pop()!);
  }
  // Downloaded from the console's own folder only: never through the shell.
  expect((await downloaded(page)).filter((p) => p.startsWith('/remotes/') && !p.startsWith('/remotes/mf-admin/'))).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the console is usable on a small laptop (1024 x 768) and a tablet (768 x 1024): nothing runs off the side', async ({ page }) => {
  await logIn(page, OWNER);
  for (const size of [
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    await page.setViewportSize(size);
    for (const [path, text] of [
      ['/admin/meetings/1', '已付款参会人 / 名额'],
      ['/admin/meetings/1/orders', '订单'],
      ['/admin/meetings/1/attendees', '参会人'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(/^加载中/)).toHaveCount(0);
      // Wide tables scroll inside their own box; the page itself never scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        `${path} at ${size.width}`,
      ).toBeLessThanOrEqual(0);
      await shot(page, `${size.width}x${size.height}-${path.split('/').pop()}`);
    }
  }
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

test('the owner, made 财务 of the meeting on sale, approves a voucher, rejects a refund with a reason and downloads an export', async ({
  page,
  pageErrors,
}) => {
  expect(cli('grant-staff', '--mobile', OWNER, '--meeting', String(DEMO.meetingId), '--role', 'finance')).toContain('财务');
  const buyer = await logIn(page, ATTENDEE);
  // A transfer voucher waiting for review.
  const voucherSn = await newTicketOrder(page.request, buyer, '凭证测试');
  const upload = (await (
    await page.request.post('/api/common/upload', {
      headers: { token: buyer },
      multipart: { file: { name: 'voucher.png', mimeType: 'image/png', buffer: PNG }, purpose: 'voucher' },
    })
  ).json()) as Envelope<{ url: string }>;
  expect(upload.code, upload.msg).toBe(1);
  const submitted = await post(page.request, buyer, '/api/wyms/meeting/meeting_apply/submit_pay_voucher', {
    order_sn: voucherSn,
    image: upload.data.url,
    payer_name: '会议酒店科技有限公司',
  });
  expect(submitted.code, submitted.msg).toBe(1);
  // A paid order whose buyer asks for the money back.
  const refundSn = await newTicketOrder(page.request, buyer, '退款测试');
  await payWithSandbox(page.request, buyer, refundSn);
  const asked = await post(page.request, buyer, '/api/ms.order/apply_refund', { order_sn: refundSn, reason: '行程变更' });
  expect(asked.code, asked.msg).toBe(1);

  await logIn(page, OWNER);
  await page.goto(`/admin/orders/${voucherSn}`);
  await page.getByRole('button', { name: '通过转账凭证' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已支付').first()).toBeVisible();
  await expect(page.getByText('voucher.approve').or(page.getByText('通过转账凭证')).first()).toBeVisible();
  await shot(page, 'voucher-approved');

  await page.goto(`/admin/orders/${refundSn}`);
  await page.getByRole('button', { name: '拒绝退款' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请填写原因')).toBeVisible();
  await dialog.getByLabel('原因').fill('已过退款截止时间');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('button', { name: '拒绝退款' })).toHaveCount(0);
  await expect(page.getByText('已过退款截止时间').first()).toBeVisible();
  await shot(page, 'refund-rejected');
  const buyerView = await post<{ status: string }>(page.request, buyer, '/api/ms.order/get_order_detail', { order_sn: refundSn });
  expect(buyerView.data.status).toBe('paid');

  // The orders export of meeting 1, as CSV, downloaded through the page's link and read.
  await page.goto('/admin/meetings/1/exports');
  await page.getByRole('radio', { name: 'CSV' }).check();
  await page.getByRole('button', { name: '生成导出文件' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '下载文件' }).click()]);
  const csv = await (await import('node:fs')).promises.readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('订单号');
  expect(csv).toContain('张会务');
  expect(csv).not.toContain(voucherSn);
  await shot(page, 'export-done');
  expect(pageErrors).toEqual([]);
});

/** A new account (so no other spec's rows are touched): its token. */
async function newAccount(request: APIRequestContext): Promise<string> {
  const mobile = `135${String(Date.now()).slice(-8)}`;
  const sentAt = Date.now();
  await request.post('/api/sms/send', { form: { mobile, event: 'register' } });
  const captcha = await smsCodeFor(mobile, sentAt);
  const body = (await (await request.post('/api/user/register', { form: { mobile, captcha, password: 'abc12345' } })).json()) as Envelope<{
    userinfo: { token: string };
  }>;
  expect(body.code, body.msg).toBe(1);
  return body.data.userinfo.token;
}

test('the owner of meeting 1 watches a check-in arrive on the live check-in page', async ({ page, pageErrors }) => {
  test.setTimeout(120_000);
  const owner = await logIn(page, OWNER);
  // Meeting 1 is under way and its tickets' sales ended when it opened: the owner opens a ticket type of its own
  // for a few minutes, so the arriving attendee is nobody another spec scans.
  const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
  const created = (await (
    await page.request.post(`/api/admin/meetings/${DEMO_MEETING}/ticket-types`, {
      headers: { token: owner },
      data: {
        name: `签到实况票${String(Date.now()).slice(-5)}`,
        price: 100,
        capacity: 1,
        per_order_limit: 1,
        sale_end: minutesFromNow(10),
        published: true,
      },
    })
  ).json()) as Envelope<{ id: number }>;
  expect(created.code, created.msg).toBe(1);
  const ticketId = created.data.id;

  const buyer = await newAccount(page.request);
  const name = `签到${String(Date.now()).slice(-4)}`;
  const order = await post<{ order_sn: string }>(page.request, buyer, '/api/ms.meeting/submit_ticket_order', {
    meeting_id: DEMO_MEETING,
    ticket_id: ticketId,
    applyers: [
      {
        name,
        mobile: `137${String(Date.now()).slice(-8)}`,
        company: '端到端测试公司',
        fields: { sector: '医疗健康/医院管理', area: '浙江省/杭州市' },
      },
    ],
  });
  expect(order.code, order.msg).toBe(1);
  await payWithSandbox(page.request, buyer, order.data.order_sn);
  // Sold out (capacity 1) and closed again: meeting 1 stays as the other specs know it.
  const [ticket] = (
    await (await page.request.get(`/api/admin/meetings/${DEMO_MEETING}/ticket-types`, { headers: { token: owner } })).json()
  ).data.list.filter((t: { id: number }) => t.id === ticketId);
  const closed = (await (
    await page.request.patch(`/api/admin/ticket-types/${ticketId}`, {
      headers: { token: owner },
      data: { sale_end: minutesFromNow(0), version: ticket.version },
    })
  ).json()) as Envelope<unknown>;
  expect(closed.code, closed.msg).toBe(1);
  const vouchers = (
    await (
      await page.request.get(`/api/wyms/meeting/meeting_apply/attendance_voucher?order_sn=${order.data.order_sn}`, {
        headers: { token: buyer },
      })
    ).json()
  ).data as { code: string }[];
  expect(vouchers).toHaveLength(1);

  // The owner's screen, open at the door; every call it makes for the counts is timed.
  const asked: number[] = [];
  page.on('request', (r) => r.url().includes(`/api/admin/meetings/${DEMO_MEETING}/checkins`) && asked.push(Date.now()));
  await page.goto(`/admin/meetings/${DEMO_MEETING}/checkin`);
  const total = page.getByTestId('checkin-total');
  await expect(total).toContainText('/');
  const before = Number((await total.locator('.ant-statistic-content-value').textContent())!.replace(/\D/g, ''));
  await expect(page.getByText(name)).toHaveCount(0);
  await shot(page, 'checkin-before');

  const verifier = (await (await page.request.post('/api/user/login', { form: { account: '13900139000', password: 'demo123456' } })).json())
    .data.userinfo.token as string;
  const scanned = await post<{ name: string }>(page.request, verifier, '/api/wyms/meeting/verifying/verifying', {
    meeting_id: DEMO_MEETING,
    code: vouchers[0].code,
    scan_id: `e2e-${Date.now()}`,
    device: '入口一号机',
  });
  expect(scanned.code, scanned.msg).toBe(1);

  // Arrives by the page's own refresh (no reload), within one period.
  await expect(page.getByText(name)).toBeVisible({ timeout: 15_000 });
  await expect(total.locator('.ant-statistic-content-value')).toHaveText(String(before + 1));
  await expect(page.getByRole('row').filter({ hasText: '入口一号机' })).toBeVisible();
  await shot(page, 'checkin-after');
  const gaps = asked.slice(1).map((t, i) => t - asked[i]);
  expect(gaps.length).toBeGreaterThan(0);
  expect(Math.min(...gaps), 'refreshed at most every 10 s').toBeGreaterThanOrEqual(9_500);
  expect(pageErrors).toEqual([]);
});

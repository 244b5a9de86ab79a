import path from 'node:path';
import { chromium, type APIRequestContext, type Browser, type BrowserContext, type Locator } from '@playwright/test';
import { test, expect, waitForApp, logIn, type Page } from './fixtures';
import { BASE_URL, TMP_DIR } from '../playwright.config';
import { writeQrVideo } from './support/fakeCamera';

interface Voucher {
  id: number;
  name: string;
  code: string;
  short_code: string;
  meeting: { id: number; title: string; start_at: string };
}

const SHOTS = path.join(TMP_DIR, 'screenshots', 'verify');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

/** The two e-tickets of the demo attendee's paid order for the meeting under way, as their QR codes read. */
async function demoTickets(request: APIRequestContext): Promise<Voucher[]> {
  const login = await (await request.post('/api/user/login', { form: { account: '13800138000', password: 'demo123456' } })).json();
  const headers = { token: login.data.userinfo.token as string };
  const orders = (
    await (await request.post('/api/ms.order/get_meeting_order_list', { headers, form: { status: 'paid', limit: 50 } })).json()
  ).data.data as Array<{ order_sn: string }>;
  for (const o of orders) {
    const vouchers = (
      await (await request.get(`/api/wyms/meeting/meeting_apply/attendance_voucher?order_sn=${o.order_sn}`, { headers })).json()
    ).data as Voucher[] | null;
    // The door opens the day before a meeting starts: other tests' paid orders for later meetings cannot be scanned yet.
    const underWay = vouchers?.length && Date.parse(vouchers[0].meeting.start_at) <= Date.now();
    if (underWay && vouchers.length === 2 && vouchers.every((v) => v.code)) return vouchers;
  }
  throw new Error('no paid demo order with two e-tickets');
}

/** A browser whose fake camera shows one ticket's QR code (the file is fixed per browser launch). */
async function browserFilming(v: Voucher, name: string): Promise<Browser> {
  const video = path.join(TMP_DIR, `${name}.y4m`);
  writeQrVideo(video, v.code);
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

/**
 * The time the scan page shows on its result card: from the camera frame the code was read in (taken before
 * decoding) to the result shown, so decoding, the request or the offline check, and IndexedDB are all in it.
 */
async function frameToResult(result: Locator, label: string): Promise<number> {
  const ms = Number((await result.textContent())?.match(/用时 (\d+) ms/)?.[1]);
  console.log(`camera frame to result (${label}): ${ms} ms`);
  return ms;
}

const phone = (b: Browser, camera: boolean): Promise<BrowserContext> =>
  b.newContext({
    baseURL: BASE_URL,
    viewport: { width: 375, height: 812 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    permissions: camera ? ['camera'] : [],
  });

test.describe.configure({ timeout: 180_000 });

test('a verifier scans a real e-ticket with the camera, sees 已核销 on a repeat, and scans offline with sync', async ({ request }) => {
  const [first, second] = await demoTickets(request);
  const meetingId = first.meeting.id;

  const online = await browserFilming(first, 'ticket-1');
  try {
    const page = await (await phone(online, true)).newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await logIn(page, '13900139000');

    await page.goto('/verify');
    await waitForApp(page);
    const card = page.getByTestId('verify-meeting').filter({ hasText: first.meeting.title });
    await expect(card).toContainText(/已核销 \d+ \/ 应到 \d+ 人/);
    await shot(page, '1-meetings');
    await card.click();
    await expect(page).toHaveURL(`/verify/${meetingId}`);
    await expect(page.getByTestId('verify-counts')).toContainText('已核销');
    await page.getByText(/^未到场/).click();
    await expect(page.getByTestId('verify-attendee').filter({ hasText: first.name })).toBeVisible();
    await shot(page, '2-pending-list');

    await page.getByRole('button', { name: '扫码核销' }).click();
    await expect(page).toHaveURL(`/verify/${meetingId}/scan`);
    const result = page.getByTestId('scan-result');
    await expect(result).toHaveAttribute('data-tone', 'success', { timeout: 20_000 });
    await expect(result).toContainText('核销成功');
    await expect(result).toContainText(first.name);
    expect(await frameToResult(result, 'online')).toBeGreaterThan(0);
    await shot(page, '3-scan-success');

    // The same ticket again, as if shown a second time.
    await page.getByRole('button', { name: '继续扫码' }).click();
    await expect(result).toHaveAttribute('data-tone', 'repeat', { timeout: 20_000 });
    await expect(result).toContainText('已核销');
    await expect(result).toContainText(/首次核销时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await shot(page, '4-scan-repeat');

    // A forged code typed by hand (one character of the signed payload changed); the ticket still in front
    // of the camera is not sent again meanwhile.
    const forged = first.code.slice(0, 10) + (first.code[10] === 'A' ? 'B' : 'A') + first.code.slice(11);
    await page.getByPlaceholder('输入电子票码').fill(forged);
    await page.getByRole('button', { name: '核销', exact: true }).click();
    await expect(result).toHaveAttribute('data-tone', 'error');
    await expect(result).toContainText('伪造或被篡改');
    // The first ticket's short code typed as a person would (lower case, a dash): the server finds it, in already.
    await page.getByPlaceholder('输入电子票码').fill(`${first.short_code.slice(0, 5).toLowerCase()}-${first.short_code.slice(5)}`);
    await page.getByRole('button', { name: '核销', exact: true }).click();
    await expect(result).toHaveAttribute('data-tone', 'repeat');
    await expect(result).toContainText(first.name);
    expect(errors).toEqual([]);
  } finally {
    await online.close();
  }

  // Another phone, filming the second ticket: it opens the scan page online (offline data downloaded) with the
  // camera not yet allowed, the network drops, then the camera is allowed.
  const offline = await browserFilming(second, 'ticket-2');
  try {
    const context = await phone(offline, false);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await logIn(page, '13900139000');
    await page.goto(`/verify/${meetingId}/scan`);
    await waitForApp(page);
    await expect(page.getByTestId('scan-status')).toContainText('已下载');
    // The QR decoder (its worker, script and .wasm) is fetched as the page opens, before the camera.
    await expect(page.getByTestId('viewfinder')).toHaveAttribute('data-decoder', 'ready');
    await expect(page.getByRole('button', { name: '重新打开摄像头' })).toBeVisible();

    // Installed on this first visit: the service worker has kept the page and its files.
    await expect
      .poll(() => page.evaluate(async () => !!navigator.serviceWorker.controller && !!(await caches.match(window.location.href))), {
        timeout: 20_000,
      })
      .toBe(true);

    await context.setOffline(true);
    await context.grantPermissions(['camera']);
    await page.getByRole('button', { name: '重新打开摄像头' }).click();
    const result = page.getByTestId('scan-result');
    await expect(result)
      .toHaveAttribute('data-tone', 'success', { timeout: 20_000 })
      .catch(async (e) => {
        await shot(page, 'failed-offline-scan');
        throw e;
      });
    await expect(result).toContainText(second.name);
    await expect(result).toContainText('离线核销');
    expect(await frameToResult(result, 'offline')).toBeGreaterThan(0);
    await expect(page.getByTestId('scan-status')).toContainText('离线');
    await expect(page.getByTestId('scan-pending')).toHaveText('待同步 1 条');
    await shot(page, '5-scan-offline');

    // Forged offline too: refused by the signature check on the device.
    const forged = second.code.slice(0, 10) + (second.code[10] === 'A' ? 'B' : 'A') + second.code.slice(11);
    await page.getByPlaceholder('输入电子票码').fill(forged);
    await page.getByRole('button', { name: '核销', exact: true }).click();
    await expect(result).toContainText('伪造或被篡改');
    // Its short code typed offline: found on the device by its fingerprint (WebCrypto PBKDF2), in already.
    await page.getByPlaceholder('输入电子票码').fill(`${second.short_code.slice(0, 5)} ${second.short_code.slice(5)}`);
    await page.getByRole('button', { name: '核销', exact: true }).click();
    await expect(result).toHaveAttribute('data-tone', 'repeat');
    await expect(result).toContainText(second.name);

    // The page opens again without network, its queue kept.
    await page.reload();
    await expect(page.getByTestId('scan-pending')).toHaveText('待同步 1 条');
    await expect(page.getByTestId('scan-status')).toContainText('离线');
    await expect(page.getByTestId('viewfinder')).toHaveAttribute('data-decoder', 'ready');
    await shot(page, '6-reopened-offline');

    await context.setOffline(false);
    await expect(page.getByTestId('scan-pending')).toHaveText('全部已同步', { timeout: 20_000 });
    await expect(page.getByTestId('scan-status')).toContainText('在线');
    await shot(page, '7-synced');

    await page.getByRole('link', { name: '名单' }).click();
    await expect(page.getByTestId('verify-attendee').filter({ hasText: second.name })).toContainText('核销');
    await shot(page, '8-verified-list');
    expect(errors).toEqual([]);
  } finally {
    await offline.close();
  }
});

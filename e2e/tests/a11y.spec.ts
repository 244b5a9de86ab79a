import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { test, expect, waitForApp, smsCodeFor, type Page } from './fixtures';
import { BASE_URL, TMP_DIR } from '../playwright.config';
import { DEMO } from './support/paidOrders';

// WCAG 2.1 A and AA, checked by axe-core (bundled with @axe-core/playwright, nothing fetched) on every route of
// the product spec, at 375 x 812, in the states a user meets them in. Zero violations. One page per test; the
// accounts log in once (a token reused as the cookie the app reads), so the whole file stays short.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** One line per page checked, for the report (rule ids per route). */
const SUMMARY = path.join(TMP_DIR, 'a11y.jsonl');

type Who = 'visitor' | 'attendee' | 'fresh' | 'verifier' | 'admin' | 'owner';
const tokens: Partial<Record<Who, string>> = {};

async function login(request: APIRequestContext, account: string): Promise<string> {
  const body = await (await request.post('/api/user/login', { form: { account, password: 'demo123456' } })).json();
  if (body.code !== 1) throw new Error(`login as ${account}: ${body.msg}`);
  return body.data.userinfo.token;
}

/** A new account with nothing in it: the empty states. */
async function freshUser(request: APIRequestContext): Promise<string> {
  const mobile = `136${String(Date.now() % 1e8).padStart(8, '0')}`;
  const sentAt = Date.now();
  await request.post('/api/sms/send', { form: { mobile, event: 'register' } });
  const captcha = await smsCodeFor(mobile, sentAt);
  const body = await (await request.post('/api/user/register', { form: { mobile, captcha, password: 'abc12345' } })).json();
  if (body.code !== 1) throw new Error(`register: ${body.msg}`);
  return body.data.userinfo.token;
}

/** The demo attendee's orders, by status: their detail, payment and e-ticket pages. */
let api: APIRequestContext;
async function orderOf(status: string): Promise<string> {
  const body = await (
    await api.post('/api/ms.order/get_meeting_order_list', { headers: { token: tokens.attendee! }, form: { page: 1 } })
  ).json();
  return (body.data.data as { order_sn: string; status: string }[]).find((o) => o.status === status)!.order_sn;
}

/**
 * The accounts' tokens, kept in a file for the run: a failed test restarts the worker, and logging in (or
 * registering the fresh user, which the server limits) again each time would be slower and then refused.
 */
const TOKENS = path.join(TMP_DIR, 'a11y-tokens.json');
const stillValid = async (token: string) => (await api.post('/api/user/get_profile', { headers: { token } })).status() === 200;

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL: BASE_URL });
  const kept = fs.existsSync(TOKENS) ? (JSON.parse(fs.readFileSync(TOKENS, 'utf8')) as typeof tokens) : {};
  const accounts: [Who, () => Promise<string>][] = [
    ['attendee', () => login(api, '13800138000')],
    ['verifier', () => login(api, '13900139000')],
    ['admin', () => login(api, '13600136000')],
    ['owner', () => login(api, '13700137000')],
    ['fresh', () => freshUser(api)],
  ];
  for (const [who, get] of accounts) tokens[who] = kept[who] && (await stillValid(kept[who]!)) ? kept[who] : await get();
  fs.mkdirSync(TMP_DIR, { recursive: true });
  fs.writeFileSync(TOKENS, JSON.stringify(tokens));
});

async function as(context: BrowserContext, who: Who): Promise<void> {
  const token = tokens[who];
  if (token) await context.addCookies([{ name: 'token', value: token, url: BASE_URL }]);
}

/**
 * The page as a user meets it: rendered, its calls answered, skeletons, spinners and toasts gone (a long list's
 * 加载中 at its foot stays: the next page waits for the reader to scroll there).
 */
async function settled(page: Page): Promise<void> {
  await waitForApp(page).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  // Only what is on screen: a tab not chosen keeps its list unloaded (and its spinner hidden) until it is chosen.
  await expect(
    page
      .locator('[data-testid="loading-skeleton"], .rv-loading:not(.rv-list__loadmore *), .rv-toast, .ant-spin-spinning')
      .filter({ visible: true }),
  ).toHaveCount(0, {
    // The console's editor and to-do list come late on a loaded machine (the suite runs jest beside it).
    timeout: 30_000,
  });
}

async function check(page: Page, who: Who, url: string, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` — ${n.any[0].message}` : ''}`),
  }));
  fs.mkdirSync(TMP_DIR, { recursive: true });
  fs.appendFileSync(SUMMARY, `${JSON.stringify({ who, url, state, violations: found.map((v) => `${v.id}(${v.nodes.length})`), found })}\n`);
  expect(found, `${url} (${who}, ${state})`).toEqual([]);
}

function route(who: Who, url: string | (() => Promise<string>), state = 'data', prepare?: (page: Page) => Promise<unknown>) {
  const name = typeof url === 'string' ? url : (url.toString().match(/`([^?$`]*)/)?.[1] ?? 'page');
  test(`${who}, ${state}: ${name}`, async ({ page, context }) => {
    await as(context, who);
    if (prepare) await prepare(page);
    const target = typeof url === 'string' ? url : await url();
    await page.goto(target);
    await settled(page);
    await check(page, who, target, state);
  });
}

test.describe('logged out', () => {
  for (const url of [
    '/',
    '/diy/home',
    '/meetingList',
    '/meeting/search',
    `/meeting/search/result?keyword=${encodeURIComponent('医疗')}`,
    '/meeting/home/1',
    '/meeting/info/1',
    '/meeting/information/introduction?id=1',
    `/meeting/information/detail?name=${encodeURIComponent('交通指南')}&content=${encodeURIComponent('<p>地铁 2 号线会展中心站 A 口</p>')}`,
    '/meeting/information/download?id=1',
    '/meeting/expert/home?id=1',
    '/meeting/expert/search?id=1',
    `/meeting/expert/result?id=1&keyword=${encodeURIComponent('医院')}`,
    '/meeting/expert/detail?id=1&meeting_id=1',
    '/meeting/schedule/home?id=1',
    '/meeting/schedule/detail?id=2',
    '/meeting/exhibitor/home?id=1',
    '/meeting/exhibitor/search?id=1',
    `/meeting/exhibitor/result?id=1&keyword=${encodeURIComponent('医疗')}`,
    '/meeting/article/home/1',
    '/meeting/article/detail/3',
    '/article/news',
    '/article/meeting',
    '/article/detail/3',
    '/share/article?id=3',
    '/hotel/detail/1',
    '/mine',
    '/sign/byPwd',
    '/sign/msgCode',
    '/sign/checkCode?mobile=13800138000',
    '/sign/signup',
    '/setting',
    '/setting/agreement',
    '/setting/privacy',
    '/setting/introduce',
    '/test-attendee',
    '/redirect?to=%2FmeetingList',
    // A page that needs a login, as a visitor meets it.
    '/order',
    '/meeting/apply/1',
  ])
    route('visitor', url);
});

test.describe('the demo attendee, with data', () => {
  for (const url of [
    '/mine',
    '/mine/infomation',
    '/meeting/apply/1',
    '/hotel/list/1',
    '/hotel/reserve/1',
    '/order',
    '/order/hotel',
    '/invoice',
    '/invoice/title',
    '/invoice/titleAdd',
    '/contact/person',
    '/contact/edit',
    '/coupons',
    '/message',
    '/setting/changepwd',
  ])
    route('attendee', url);
  route('attendee', async () => `/order/detail?order_sn=${await orderOf('paid')}`, 'paid order');
  route('attendee', async () => `/order/detail?order_sn=${await orderOf('unpaid')}`, 'unpaid order');
  route('attendee', async () => `/payment/alipay?order_sn=${await orderOf('unpaid')}`, 'unpaid order');
  route('attendee', '/invoice/edit', 'no order chosen');
});

test.describe('a new user, with nothing yet', () => {
  for (const url of ['/mine', '/order', '/order/hotel', '/invoice', '/invoice/title', '/contact/person', '/coupons', '/message'])
    route('fresh', url, 'empty');
});

test.describe('errors', () => {
  route('visitor', '/no-such-page', 'not found');
  route('visitor', '/meeting/home/999999', 'no such meeting');
  // The page as sent without the answers to its first calls (their block carries the list when the server is up).
  route('visitor', '/meetingList', 'server down', (page) =>
    Promise.all([
      page.route('**/meetingList', async (r) => {
        const res = await r.fetch();
        const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = res.headers();
        await r.fulfill({
          response: res,
          headers,
          body: (await res.text()).replace(/<script type="application\/json" id="first-answers">.*?<\/script>/s, ''),
        });
      }),
      page.route('**/api/wyms/meeting/meeting/index*', (r) => r.fulfill({ status: 503, body: '' })),
    ]),
  );
  route('attendee', '/order', 'server down', (page) => page.route('**/api/ms.order/**', (r) => r.fulfill({ status: 503, body: '' })));
});

/** A paid order of demo meeting 1, as its owner's console lists it: the order page. */
async function consoleOrder(): Promise<string> {
  const body = await (await api.get('/api/admin/meetings/1/orders?status=paid', { headers: { token: tokens.owner! } })).json();
  return `/admin/orders/${(body.data.list as { order_sn: string }[])[0].order_sn}`;
}

// The organiser console is a desktop page: checked at the size it is made for (issue 30).
test.describe('the console, at 1280 x 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const url of [
    '/admin',
    '/admin/meetings',
    '/admin/finance',
    '/admin/audit',
    '/admin/settings',
    '/admin/content/banners',
    '/admin/meetings/1/settings',
  ])
    route('admin', url);
  for (const url of [
    '/admin',
    '/admin/meetings/1',
    '/admin/meetings/1/orders',
    '/admin/meetings/1/attendees',
    '/admin/meetings/1/checkin',
    '/admin/meetings/1/team',
    '/admin/meetings/1/exports',
    '/admin/meetings/1/tickets',
    '/admin/meetings/1/form',
    '/admin/meetings/1/entries',
    '/admin/meetings/1/hotels',
    '/admin/meetings/1/coupons',
    '/admin/meetings/1/messages',
    '/admin/meetings/1/content/experts',
    '/admin/meetings/1/content/schedules',
    '/admin/meetings/1/content/exhibitors',
    '/admin/meetings/1/content/articles',
    '/admin/meetings/1/content/downloads',
  ])
    route('owner', url);
  route('owner', consoleOrder, 'paid order');
  route('attendee', '/admin', 'no access');
});

test.describe('the verifier', () => {
  for (const url of ['/verify', '/verify/1', '/mine']) route('verifier', url);
});

/**
 * Text at 200% (WCAG 1.4.4), as a phone's large-text setting gives it: every element's font size doubled on the
 * 375 px screen (measured first, then set, so nothing is doubled twice). The page must not scroll sideways;
 * the screenshots are for a person to look at (test-results/…/zoom-*.png).
 */
async function doubleText(page: Page): Promise<void> {
  await page.evaluate(() => {
    const all = Array.from(document.querySelectorAll<HTMLElement>('body *'));
    const sizes = all.map((el) => parseFloat(getComputedStyle(el).fontSize));
    all.forEach((el, i) => el.style.setProperty('font-size', `${sizes[i] * 2}px`, 'important'));
  });
}

/**
 * Words of the page's fixed bottom bars (FixedBar, react-vant's SubmitBar) that are not wholly drawn: outside
 * the bar, or outside a box of theirs that clips (a button of fixed height, an ellipsis).
 */
function cutOffInBars(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const inside = (r: DOMRect, box: DOMRect) =>
      r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
    for (const bar of Array.from(document.querySelectorAll<HTMLElement>('.app-fixed-bar, .rv-submit-bar'))) {
      const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Words for a screen reader only (visually-hidden, clipped to a pixel on purpose) are not on the screen to cut.
        if (!node.textContent?.trim() || !node.parentElement?.checkVisibility() || node.parentElement.closest('.visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const r = range.getBoundingClientRect();
        let clipped = !inside(r, bar.getBoundingClientRect());
        for (let el = node.parentElement as HTMLElement | null; el && el !== bar && !clipped; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (style.overflow !== 'visible' || style.textOverflow === 'ellipsis')
            clipped = !inside(r, el.getBoundingClientRect()) || el.scrollWidth > el.clientWidth + 1;
        }
        if (clipped) cut.push(node.textContent.trim());
      }
    }
    return cut;
  });
}

test.describe('text at 200%', () => {
  for (const [who, url, state] of [
    ['visitor', '/'],
    ['visitor', '/meeting/home/1'],
    ['attendee', '/meeting/apply/1'],
    ['attendee', `/meeting/apply/${DEMO.meetingId}`],
    ['visitor', '/hotel/detail/1'],
    ['attendee', '/hotel/reserve/1'],
    // A room on sale: its price notice and total in the bar.
    ['attendee', `/hotel/reserve/${DEMO.roomId}`],
    ['attendee', '/order'],
    ['attendee', async () => `/order/detail?order_sn=${await orderOf('paid')}`, 'paid'],
    ['attendee', async () => `/order/detail?order_sn=${await orderOf('unpaid')}`, 'unpaid'],
    ['attendee', '/contact/person'],
    ['attendee', '/mine'],
  ] as [Who, string | (() => Promise<string>), string?][]) {
    const name = typeof url === 'string' ? url : (url.toString().match(/`([^?$`]*)/)?.[1] ?? 'page');
    test(`${name} (${[who, state].filter(Boolean).join(', ')})`, async ({ page, context }) => {
      await as(context, who);
      const target = typeof url === 'string' ? url : await url();
      await page.goto(target);
      await settled(page);
      await doubleText(page);
      await page.screenshot({ path: test.info().outputPath(`zoom-${target.replace(/\W+/g, '-')}.png`), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(1);
      expect(await cutOffInBars(page), 'words cut off in a bottom bar').toEqual([]);
    });
  }
});

import type { Page } from '@playwright/test';
import { test, expect, waitForApp, logIn, smsCodeFor, DEMO_MEETING } from './fixtures';
import { BASE_URL } from '../playwright.config';

// A 1x1 PNG: a real picture for the avatar upload.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000000500010d0a2db40000000049454e44ae426082',
  'hex',
);

/** A mobile no other test (or earlier run on the same data) has used. */
let seq = 0;
const freshMobile = () => `137${String((Date.now() + seq++) % 1e8).padStart(8, '0')}`;

/** A toast with this text (an earlier one may still be fading out). */
const toast = (page: Page, text: string) => page.locator('.rv-toast__info', { hasText: text });
const tab = (page: Page, name: string | RegExp) => page.locator('.rv-tabs__nav').getByText(name);
const tabBadge = (page: Page) => page.getByRole('navigation', { name: '主导航' }).locator('.rv-badge');

/** A new account made through the API (SMS code from the console provider), logged in in the browser. */
async function newUser(page: Page): Promise<string> {
  const mobile = freshMobile();
  const sentAt = Date.now();
  expect((await (await page.request.post('/api/sms/send', { form: { mobile, event: 'register' } })).json()).code).toBe(1);
  const captcha = await smsCodeFor(mobile, sentAt);
  const reply = await (await page.request.post('/api/user/register', { form: { mobile, captcha, password: 'abc12345' } })).json();
  expect(reply.code).toBe(1);
  await page.context().addCookies([{ name: 'token', value: reply.data.userinfo.token, url: BASE_URL }]);
  return mobile;
}

test('sign up with an SMS code, log out, and log in again with the password', async ({ page, pageErrors }) => {
  const mobile = freshMobile();
  await page.goto('/sign/signup');
  await waitForApp(page);
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  const sentAt = Date.now();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /s 后重发/ })).toBeDisabled();
  await page.getByPlaceholder('6位验证码').fill(await smsCodeFor(mobile, sentAt));
  await page.getByPlaceholder('6-20位字母和数字组合').fill('abc12345');
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(toast(page, '请先阅读并同意用户协议和隐私政策')).toBeVisible();
  // The words tick the box, not only the box itself.
  // Tapped on 我已阅读: the middle of the line is the 《用户协议》 link, which opens its sheet instead.
  await page.getByText('我已阅读并同意').click({ position: { x: 8, y: 8 } });
  await expect(page.getByRole('checkbox')).toBeChecked();
  await page.getByRole('button', { name: '注册并登录' }).click();

  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByText(`用户${mobile.slice(-4)}`)).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token')!;
  // Stored for 7 days.
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

  await page.getByLabel('设置').click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '退出', exact: true }).click();
  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByText('登录 / 注册')).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
  // The old token is revoked on the server too.
  expect((await page.request.post('/api/user/get_profile', { headers: { token: cookie.value } })).status()).toBe(401);

  await page.getByText('登录 / 注册').click();
  await expect(page).toHaveURL(/\/sign\/byPwd\?redirect=%2Fmine$/);
  await page.getByPlaceholder('手机号 / 邮箱 / 用户名').fill(mobile);
  await page.getByPlaceholder('请输入密码').fill('wrong123');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(toast(page, '账号或密码错误')).toBeVisible();
  await page.getByPlaceholder('请输入密码').fill('abc12345');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByText(`用户${mobile.slice(-4)}`)).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('logs in with an SMS code on /sign/msgCode and /sign/checkCode', async ({ page }) => {
  await page.goto('/sign/msgCode?redirect=%2Fcoupons');
  await waitForApp(page);
  const sentAt = Date.now();
  await page.getByPlaceholder('请输入手机号').fill('13800138000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page).toHaveURL(/\/sign\/checkCode\?mobile=13800138000&redirect=%2Fcoupons$/);
  await expect(page.getByText('138****8000')).toBeVisible();
  await page.getByLabel('验证码').fill(await smsCodeFor('13800138000', sentAt));
  await expect(page).toHaveURL(/\/coupons$/);
  await expect(tab(page, /未使用/)).toBeVisible();
});

test('a token the server forgot is dropped: the page asks for a login, and logging in returns to it', async ({ page, context }) => {
  const token = await logIn(page, 'demo');
  await page.goto('/contact/person');
  await expect(page.getByText('王建国')).toBeVisible();
  // The server forgets the token (as when it expires); the browser still holds it.
  await page.request.delete('/api/_auth/session', { headers: { token } });
  await page.goto('/contact/person');
  await expect(page.getByText('登录后才能查看此页面')).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'token')).toBe(false);
  await page.getByRole('button', { name: '前往登录' }).click();
  await expect(page).toHaveURL(/\/sign\/byPwd\?redirect=%2Fcontact%2Fperson$/);
  await page.getByPlaceholder('手机号 / 邮箱 / 用户名').fill('demo');
  await page.getByPlaceholder('请输入密码').fill('demo123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/contact\/person$/);
  await expect(page.getByText('王建国')).toBeVisible();
});

test('edits the profile with a real avatar upload', async ({ page }) => {
  await newUser(page);
  await page.goto('/mine/infomation');
  await expect(page.getByText('账号信息')).toBeVisible();
  await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, '头像已上传，保存后生效')).toBeVisible();
  await page.getByPlaceholder('请填写昵称').fill('王小会');
  await page.getByPlaceholder('所在单位（选填）').fill('国家会议中心');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功')).toBeVisible();

  await page.goto('/mine');
  await expect(page.getByText('王小会')).toBeVisible();
  const avatar = page.locator('header img[alt="头像"]');
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/\d{6}\/[0-9a-f]+\.png$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});

test("adds a contact (with the spec's validation texts) and deletes it", async ({ page }) => {
  await newUser(page);
  await page.goto('/contact/person');
  await expect(page.getByText('还没有常用参会人')).toBeVisible();
  await page.getByRole('button', { name: '新增参会人' }).click();
  await expect(page).toHaveURL(/\/contact\/edit$/);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请填写姓名')).toBeVisible();
  await page.getByPlaceholder('请填写姓名').fill('周会务');
  await page.getByPlaceholder('请填写手机号').fill('1361234');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请填写正确的手机号')).toBeVisible();
  await page.getByPlaceholder('请填写手机号').fill('13612345678');
  await page.getByPlaceholder('选填，用于会议入场核验').fill('110105198503121235');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请填写正确的身份证号')).toBeVisible();
  await page.getByPlaceholder('选填，用于会议入场核验').fill('110105198503121234');
  await page.getByRole('button', { name: '保存' }).click();

  await expect(page).toHaveURL(/\/contact\/person$/);
  await expect(page.getByText('周会务')).toBeVisible();
  await expect(page.getByText('身份证 110105********1234')).toBeVisible();
  await page.getByRole('button', { name: '编辑 周会务' }).click();
  await page.getByRole('button', { name: '删除参会人' }).click();
  await page.getByRole('button', { name: '删除', exact: true }).click();
  await expect(page).toHaveURL(/\/contact\/person$/);
  await expect(page.getByText('还没有常用参会人')).toBeVisible();
});

test('reading a message marks it read and the tab bar badge drops', async ({ page }) => {
  await logIn(page, '13800138000');
  await page.goto('/message');
  // Demo data: the coupon notice plus the messages the demo orders sent (paid; refund asked, approved and
  // done; cancelled).
  await expect(tabBadge(page)).toHaveText('6');
  const first = page.getByTestId('message-item').filter({ hasText: '会议报名成功' }).first();
  await expect(first.getByLabel('未读')).toBeVisible();
  await first.click();
  await expect(page.getByTestId('message-detail')).toContainText('请于会议当天携带电子票');
  await expect(tabBadge(page)).toHaveText('5');
  await page.locator('.rv-popup__close-icon').click();
  await expect(first.getByLabel('未读')).toHaveCount(0);
  // The badge follows to the other tabs, and the personal page agrees.
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的' }).click();
  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByTestId('stat-message')).toContainText('5');
  await expect(tabBadge(page)).toHaveText('5');
});

test('shows coupons by state and claims one', async ({ page }) => {
  await logIn(page, '13800138000');
  await page.goto('/coupons');
  await expect(tab(page, '未使用(2)')).toBeVisible();
  await expect(page.getByTestId('coupon-card').filter({ hasText: '新用户专享券' })).toContainText('无门槛');
  await tab(page, '已过期(1)').click();
  await expect(page.getByTestId('coupon-card').filter({ hasText: '早鸟优惠券' })).toContainText('已过期');
  await page.getByText('领券').click();
  const card = page.locator('.rv-popup').getByTestId('coupon-card').filter({ hasText: '限时满减券' });
  await expect(card).toContainText('满200元可用');
  await card.getByRole('button', { name: '领取' }).click();
  await expect(card).toContainText('已领取');
  await page.locator('.rv-popup__close-icon').click();
  await expect(tab(page, '未使用(3)')).toBeVisible();
});

test('a coupon a friend shared: seen logged out, claimed after logging in, then 已领取', async ({ page, pageErrors }) => {
  // A batch of its own, so a retry or another run on the same data starts with none of it held.
  const login = await page.request.post('/api/user/login', { form: { account: '13600136000', password: 'demo123456' } });
  const admin = ((await login.json()) as { data: { userinfo: { token: string } } }).data.userinfo.token;
  const now = Date.now();
  const name = `好友分享券${String(now).slice(-5)}`;
  const made = await page.request.post(`/api/admin/meetings/${DEMO_MEETING}/coupons`, {
    headers: { token: admin },
    data: {
      name,
      amount: 1500,
      total: 10,
      claim_start: new Date(now - 60_000).toISOString(),
      claim_end: new Date(now + 86_400_000).toISOString(),
      valid_days: 30,
    },
  });
  const id = ((await made.json()) as { data: { id: number } }).data.id;

  await page.goto(`/coupons/share/${id}`);
  await expect(page.getByText(name).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('coupon-share.png'), fullPage: true });
  await page.getByRole('button', { name: '立即领取' }).click();
  await expect(page).toHaveURL(/\/sign\/byPwd/);
  await page.getByPlaceholder('手机号 / 邮箱 / 用户名').fill('13900139000');
  await page.getByPlaceholder('请输入密码').fill('demo123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/coupons/share/${id}$`));
  await page.getByRole('button', { name: '立即领取' }).click();
  await expect(page.getByRole('button', { name: '已领取' })).toBeVisible();
  await expect(page.getByRole('link', { name: '查看我的优惠券' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('coupon-share-claimed.png'), fullPage: true });
  expect(pageErrors).toEqual([]);
});

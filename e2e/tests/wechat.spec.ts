import { test, expect, waitForApp, smsCodeFor, type Page } from './fixtures';

// Issue 33: sign in with WeChat (the server's own WeChat sandbox), bind by SMS, sign in again straight away, unbind.
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });
const toast = (page: Page, text: string) => page.locator('.rv-toast').filter({ hasText: text, visible: true });
const freshMobile = () => `137${String(Date.now() % 1e8).padStart(8, '0')}`;
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN';

/** From the login page through the sandbox's consent page (同意) back to ours. */
async function wechatConsent(page: Page, name: string) {
  await page.getByRole('button', { name: '微信登录' }).click();
  await expect(page).toHaveURL(/\/_sandbox\/wechat\/connect\/oauth2\/authorize\?/);
  await expect(page.getByText('会议酒店服务号（沙箱）')).toBeVisible();
  await expect(page.getByRole('button', { name: '拒绝' })).toBeVisible();
  await shot(page, name);
  await page.getByRole('button', { name: '同意' }).click();
}

test('a new WeChat user binds a mobile by SMS, logs out, signs in with WeChat straight away, and unbinds', async ({ page, pageErrors }) => {
  test.setTimeout(240_000);
  await page.goto('/sign/byPwd?redirect=%2Fmine');
  await waitForApp(page);
  // Outside WeChat the WeChat button comes after the password form.
  await expect(page.getByRole('button', { name: '微信登录' })).toBeVisible();
  await expect(page.getByRole('button', { name: '微信一键登录' })).toHaveCount(0);
  await shot(page, '1-login-page');

  await wechatConsent(page, '2-sandbox-consent');
  await expect(page).toHaveURL(/\/sign\/wechat\?code=/);
  await expect(page.getByText('已通过微信授权')).toBeVisible();
  const nickname = (await page.getByText('已通过微信授权').locator('xpath=preceding-sibling::div[1]').textContent())!;
  expect(nickname.length).toBeGreaterThan(1);
  await expect(page.locator('img[src*="/_sandbox/wechat/avatar/"]')).toBeVisible();
  await shot(page, '3-bind-mobile');

  const mobile = freshMobile();
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  const sentAt = Date.now();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('6位验证码').fill(await smsCodeFor(mobile, sentAt));
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '绑定并登录' }).click();
  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByText(`用户${mobile.slice(-4)}`)).toBeVisible();

  // Log out.
  await page.getByLabel('设置').click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '退出', exact: true }).click();
  await expect(page.getByText('登录 / 注册')).toBeVisible();

  // Same browser, same WeChat user: 同意 signs straight in.
  await page.getByText('登录 / 注册').click();
  await waitForApp(page);
  await wechatConsent(page, '4-consent-again');
  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByText(`用户${mobile.slice(-4)}`)).toBeVisible();
  await shot(page, '5-signed-in-again');

  // 设置 → 微信绑定: bound, with the WeChat nickname; unbind with an SMS code.
  await page.getByLabel('设置').click();
  await page.getByText('微信绑定').click();
  await expect(page).toHaveURL(/\/setting\/wechat$/);
  await expect(page.getByText(nickname)).toBeVisible();
  await expect(page.getByText('已绑定，可使用微信登录')).toBeVisible();
  await shot(page, '6-bound');
  await page.getByRole('button', { name: '解除绑定' }).click();
  await page.getByRole('button', { name: '改用短信验证码' }).click();
  // One code a minute per mobile: the sign-in's code was sent less than a minute ago.
  await page.waitForTimeout(Math.max(0, sentAt + 61_000 - Date.now()));
  const unbindAt = Date.now();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('6位验证码').fill(await smsCodeFor(mobile, unbindAt));
  await shot(page, '7-unbind-form');
  await page.getByRole('button', { name: '确认解绑' }).click();
  await expect(toast(page, '已解除微信绑定')).toBeVisible();
  await expect(page.getByText('未绑定微信')).toBeVisible();
  await expect(page.getByRole('button', { name: '绑定微信' })).toBeVisible();
  await shot(page, '8-unbound');
  expect(pageErrors).toEqual([]);
});

test('on a desktop, 微信登录 opens the QR login in a popup, which closes itself once signed in; the page goes on signed in', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/sign/byPwd?redirect=%2Fmine');
  await waitForApp(page);
  const opening = page.waitForEvent('popup');
  await page.getByRole('button', { name: '微信登录' }).click();
  const popup = await opening;
  await expect(popup).toHaveURL(/\/_sandbox\/wechat\/connect\/qrconnect\?.*scope=snsapi_login/);
  await expect(popup.getByText('请求使用微信登录')).toBeVisible();
  await shot(popup, 'popup-1-qr-login');
  await popup.getByRole('button', { name: '同意' }).click();

  // A new WeChat user binds a mobile inside the popup; the popup then closes and the page it came from signs in.
  await expect(popup.getByText('已通过微信授权')).toBeVisible();
  const mobile = freshMobile();
  await popup.getByPlaceholder('请输入手机号').fill(mobile);
  const sentAt = Date.now();
  await popup.getByRole('button', { name: '获取验证码' }).click();
  await popup.getByPlaceholder('6位验证码').fill(await smsCodeFor(mobile, sentAt));
  await popup.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: '绑定并登录' }).click();
  await closed;
  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByText(`用户${mobile.slice(-4)}`)).toBeVisible();
  await shot(page, 'popup-2-opener-signed-in');
  await context.close();
});

test("in WeChat's browser the login page offers 微信一键登录 first", async ({ browser }) => {
  const context = await browser.newContext({ userAgent: WECHAT_UA, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto('/sign/byPwd');
  await waitForApp(page);
  const oneTap = page.getByRole('button', { name: '微信一键登录' });
  await expect(oneTap).toBeVisible();
  await expect(page.getByRole('button', { name: '微信登录', exact: true })).toHaveCount(0);
  // Above the password form.
  const tapBox = (await oneTap.boundingBox())!;
  const accountBox = (await page.getByPlaceholder('手机号 / 邮箱 / 用户名').boundingBox())!;
  expect(tapBox.y).toBeLessThan(accountBox.y);
  await shot(page, '9-in-wechat-login');
  await oneTap.click();
  await expect(page).toHaveURL(/\/_sandbox\/wechat\/connect\/oauth2\/authorize\?.*scope=snsapi_userinfo/);
  await context.close();
});

test('a shared article configures the JS-SDK inside WeChat only, with the pc parameter kept', async ({ browser, page }) => {
  // Other browsers never ask for the script.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('res.wx.qq.com') || r.url().includes('jssdk_config')) asked.push(r.url());
  });
  await page.goto('/share/article?id=1&pc=e2e');
  await waitForApp(page);
  await expect(page.locator('h1, h2').first()).toBeVisible();
  expect(asked).toEqual([]);

  // Inside WeChat: the official script (answered here by a stand-in that records the calls), signed by our server.
  const context = await browser.newContext({ userAgent: WECHAT_UA, viewport: { width: 375, height: 812 } });
  await context.route('https://res.wx.qq.com/**', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.__wx = []; window.wx = { config: (c) => __wx.push(['config', c]), ready: (f) => f(), error: () => {},
        updateAppMessageShareData: (d) => __wx.push(['friend', d]), updateTimelineShareData: (d) => __wx.push(['timeline', d]), miniProgram: {} };`,
    }),
  );
  const inWechat = await context.newPage();
  await inWechat.goto('/share/article?id=1&pc=e2e');
  await waitForApp(inWechat);
  await expect.poll(() => inWechat.evaluate(() => ((window as unknown as { __wx?: unknown[] }).__wx ?? []).length)).toBe(3);
  const calls = (await inWechat.evaluate(() => (window as unknown as { __wx: unknown[] }).__wx)) as Array<[string, Record<string, string>]>;
  expect(calls[0][1]).toMatchObject({ appId: 'wxsandbox000000001', signature: expect.stringMatching(/^[0-9a-f]{40}$/) });
  expect(calls[1][1].link).toMatch(/\/share\/article\?id=1&pc=e2e$/);
  expect(calls[1][1].title.length).toBeGreaterThan(0);

  // A meeting's sub-pages share cards of their own: the expert, the session, the article (as its share page).
  const cards: Array<[string, RegExp, RegExp]> = [
    ['/meeting/expert/detail?id=1&meeting_id=1&pc=e2e', /\| 专家嘉宾$/, /\/meeting\/expert\/detail\?id=1&meeting_id=1&pc=e2e$/],
    ['/meeting/schedule/detail?id=1&pc=e2e', /\| 第十届中国智慧医疗创新大会$/, /\/meeting\/schedule\/detail\?id=1&pc=e2e$/],
    // The spec's share page never carries pc.
    ['/meeting/article/detail/1?pc=e2e', /.+/, /\/share\/article\?id=1$/],
  ];
  for (const [url, title, link] of cards) {
    await inWechat.goto(url);
    await expect.poll(() => inWechat.evaluate(() => ((window as unknown as { __wx?: unknown[] }).__wx ?? []).length)).toBe(3);
    const [, friend] = (await inWechat.evaluate(() => (window as unknown as { __wx: unknown[] }).__wx)) as Array<
      [string, Record<string, string>]
    >;
    expect(friend[1].title).toMatch(title);
    expect(friend[1].link).toMatch(link);
  }
  await context.close();
});

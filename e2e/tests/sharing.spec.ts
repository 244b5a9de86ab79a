import fs from 'node:fs';
import path from 'node:path';
import { test, expect, waitForApp, logIn, navigate, type Page } from './fixtures';
import { REMOTES_CONFIG_FILE, TMP_DIR } from '../playwright.config';
import { buildRemoteAgainstShared, sharedVersion } from './support/remoteBuild';
import { serveFolder } from './support/staticServer';

/** The share scope of the page: for a shared package, each registered version with who provides it and whether it is in use. */
function shareScope(page: Page, pkg: string) {
  return page.evaluate((name: string) => {
    type Entry = { from: string; loaded?: boolean; loading?: unknown; lib?: unknown };
    const scopes = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }
    ).__FEDERATION__.__SHARE__;
    const out: Record<string, { from: string; inUse: boolean }> = {};
    for (const host of Object.values(scopes)) {
      for (const [version, entry] of Object.entries(host.default?.[name] ?? {})) {
        out[version] = { from: entry.from, inUse: Boolean(entry.loaded || entry.lib || out[version]?.inUse) };
      }
    }
    return out;
  }, pkg);
}

test('one react-vant for a visit across remotes: each component and its stylesheet load once, no style injected by script', async ({
  page,
  pageErrors,
}) => {
  await logIn(page, '13800138000');
  await page.goto('/');
  await waitForApp(page);
  for (const to of ['/meeting/home/1', '/mine', '/setting', '/invoice/title', '/hotel/detail/1']) {
    await navigate(page, to);
    await expect(page.locator('.rv-nav-bar, nav[aria-label="主导航"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // Each react-vant rule is in the page once, from a stylesheet file; no <style> at all (CSS files only).
  const counts = await page.evaluate(() => {
    const selectors = ['.rv-button', '.rv-cell', '.rv-nav-bar', '.rv-popup', '.rv-tabbar'];
    const seen = Object.fromEntries(selectors.map((s) => [s, 0]));
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        const text = (rule as CSSStyleRule).selectorText;
        if (text && text in seen) seen[text] += 1;
      }
    }
    return {
      seen,
      styleTags: document.querySelectorAll('style').length,
      links: document.querySelectorAll('link[rel="stylesheet"]').length,
    };
  });
  expect(counts.seen).toEqual({ '.rv-button': 1, '.rv-cell': 1, '.rv-nav-bar': 1, '.rv-popup': 1, '.rv-tabbar': 1 });
  expect(counts.styleTags).toBe(0);
  expect(counts.links).toBeGreaterThan(0);
  // The components the remotes use are shared singletons: one version registered, and that one in use (the
  // shell's Popup and Dialog among them, which it provides on demand, not in its first script). Icons hold no
  // state and are not shared (build/federation-shared.cjs). Dialog and Toast come through @conf/shared's
  // `dialog` and `toast`, fetched when first shown: none of these pages showed one yet.
  expect((await shareScope(page, 'react-vant/es/dialog'))['3.3.5']?.inUse).toBe(false);
  await navigate(page, '/setting');
  await page.getByText('退出登录').click();
  await expect(page.getByText('确定要退出当前账号吗？')).toBeVisible();
  await page.locator('.rv-dialog').getByRole('button', { name: '取消' }).click();
  await expect(page.getByText('确定要退出当前账号吗？')).toBeHidden();
  for (const pkg of ['react-vant/es/button', 'react-vant/es/popup', 'react-vant/es/dialog']) {
    const versions = await shareScope(page, pkg);
    expect(Object.keys(versions), pkg).toHaveLength(1);
    expect(Object.values(versions)[0].inUse, pkg).toBe(true);
  }
  expect(Object.keys(await shareScope(page, 'react-vant/es/toast'))).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});

test("the imperative Toast and Dialog are the shell's alone, one module with one root at a time", async ({ page }) => {
  await page.goto('/meeting/home/1');
  await waitForApp(page);
  await navigate(page, '/sign/byPwd');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  const seen = await page.evaluate(async () => {
    type Instance = {
      options: { name: string; shared: Record<string, unknown> };
      loadShare: (pkg: string) => Promise<false | (() => Record<string, unknown>)>;
    };
    const instances = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__;
    const bringing = (pkg: string) => instances.filter((i) => pkg in i.options.shared).map((i) => i.options.name);
    const shell = instances.find((i) => i.options.name === 'shell')!;
    const toast = await shell.loadShare('react-vant/es/toast');
    const Toast = toast ? (toast().Toast as { info: (o: object) => void }) : undefined;
    // A toast from the shared Toast: one module, one root, so the login page's own message replaces it below.
    Toast?.info({ message: '来自共享模块', duration: 5000 });
    return {
      loaded: instances.map((i) => i.options.name).sort(),
      toast: bringing('react-vant/es/toast'),
      dialog: bringing('react-vant/es/dialog'),
      shown: Boolean(Toast),
    };
  });
  // The remotes show them through @conf/shared, the shell's: neither brings a Toast or a Dialog of its own.
  expect(seen).toEqual({ loaded: ['mf_account', 'mf_meeting', 'shell'], toast: ['shell'], dialog: ['shell'], shown: true });
  await expect(page.locator('.rv-toast:visible')).toHaveCount(1);
  await expect(page.locator('.rv-toast:visible')).toContainText('来自共享模块');
  // Wrong password: the login page's toast.fail (through @conf/shared) replaces the toast as well.
  await page.getByPlaceholder('手机号 / 邮箱 / 用户名').fill('13800138000');
  await page.getByPlaceholder('请输入密码').fill('not-the-password');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.locator('.rv-toast--fail')).toBeVisible();
  // The replaced toast fades out, then the one toast left is the new one.
  await expect(page.locator('.rv-toast:visible')).toHaveCount(1);
  await expect(page.locator('.rv-toast:visible')).not.toContainText('来自共享模块');
});

test('where the Toast and Dialog cannot be fetched, the message still shows and the question is still asked', async ({ page }) => {
  await logIn(page, '13800138000');
  await page.goto('/setting');
  await expect(page.getByText('退出登录', { exact: true }).last()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The venue's network drops every further script.
  await page.route(/\.js(\?|$)/, (route) => route.abort('internetdisconnected'));
  const asked = new Promise<string>((resolve) => page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.message()))));
  await page.getByText('退出登录', { exact: true }).last().click();
  expect(await asked).toBe('退出登录\n确定要退出当前账号吗？');
  // Cancelled: still logged in.
  await expect(page).toHaveURL(/\/setting$/);
  await page.unroute(/\.js(\?|$)/);
  await navigate(page, '/sign/byPwd');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  // The first tap fetches the HTTP client (the sign-in form calls nothing before); then the network drops.
  await page.getByPlaceholder('手机号 / 邮箱 / 用户名').click();
  await page.getByPlaceholder('手机号 / 邮箱 / 用户名').fill('13800138000');
  await page.getByPlaceholder('请输入密码').fill('not-the-password');
  await page.waitForLoadState('networkidle');
  await page.route(/\.js(\?|$)/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('账号或密码错误');
  await expect(page.getByRole('alert')).toHaveClass(/rv-toast/);
});

test.describe('a remote built against another version of @conf/shared', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  const [major, minor] = sharedVersion().split('.').map(Number);
  const newer = `${major}.${minor + 1}.0`;

  async function deploy(page: Page, requires: string, label: string) {
    const out = buildRemoteAgainstShared({
      remote: 'mf-verify',
      sharedVersion: newer,
      requires,
      label,
      workDir: path.join(TMP_DIR, `mf-verify-${requires}`),
    });
    const cdn = await serveFolder(out);
    const config = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
    fs.writeFileSync(REMOTES_CONFIG_FILE, JSON.stringify({ ...config, mf_verify: `${cdn.origin}/remoteEntry.js` }));
    return cdn;
  }

  test.afterEach(() => fs.rmSync(REMOTES_CONFIG_FILE, { force: true }));

  test(`works with the shell's older ${sharedVersion()} when it accepts it`, async ({ page, pageErrors }) => {
    const cdn = await deploy(page, `^${major}.${minor}.0`, `shared ${newer}`);
    try {
      await logIn(page, '13900139000');
      await page.goto('/verify');
      await expect(page.getByTestId('build-badge-mf-verify')).toContainText(`shared ${newer}`);
      await expect(page.getByTestId('verify-meeting').first()).toBeVisible();
      // One shared library on the page, the shell's: one session, one login.
      const versions = await shareScope(page, '@conf/shared');
      expect(versions[sharedVersion()]).toEqual({ from: 'shell', inUse: true });
      expect(versions[newer]?.inUse ?? false).toBe(false);
      expect(pageErrors).toEqual([]);
    } finally {
      cdn.close();
    }
  });

  test(`that needs ${newer} shows the fallback instead of crashing, and the rest of the site works`, async ({ page, pageErrors }) => {
    const cdn = await deploy(page, `^${newer}`, `needs ${newer}`);
    try {
      await page.goto('/verify');
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toContainText('「签到核销」需要更新的页面版本');
      await expect(fallback.getByRole('button', { name: '刷新页面' })).toBeVisible();
      await expect(page.locator('.rv-nav-bar__title')).toHaveText('签到核销');
      await expect(page.getByTestId('build-badge-mf-verify')).toHaveCount(0);
      await navigate(page, '/meeting/home/1');
      await expect(page.getByRole('heading', { name: '第十届中国智慧医疗创新大会' })).toBeVisible();
      expect(pageErrors).toEqual([]);
    } finally {
      cdn.close();
    }
  });
});

test('a form checks its fields in the page: with the network gone, an empty sign-in says what is missing and sends nothing', async ({
  page,
}) => {
  await page.goto('/sign/byPwd');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.route(/\.js(\?|$)/, (route) => route.abort('internetdisconnected'));
  let loginCalls = 0;
  page.on('request', (r) => void (new URL(r.url()).pathname === '/api/user/login' && (loginCalls += 1)));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请填写账号')).toBeVisible();
  await expect(page.getByText('请填写密码')).toBeVisible();
  // A field's message goes as soon as it is filled.
  await page.getByPlaceholder('手机号 / 邮箱 / 用户名').fill('13800138000');
  await expect(page.getByText('请填写账号')).toHaveCount(0);
  await expect(page.getByText('请填写密码')).toBeVisible();
  expect(loginCalls).toBe(0);
});

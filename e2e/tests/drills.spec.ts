import fs from 'node:fs';
import path from 'node:path';
import { test, expect, logIn, waitForApp, type Page } from './fixtures';
import { REMOTES_CONFIG_FILE, TMP_DIR } from '../playwright.config';
import { buildRemoteAgainstShared, sharedVersion } from './support/remoteBuild';
import { serveFolder } from './support/staticServer';

/*
 * Faults of the front end: each remote down in turn, and version skew between the shell and the remotes
 * (the shell of the day with every remote rebuilt newer, and the shell with a remote built long ago).
 */

/** Each remote, a page it owns, and a page of another remote that must keep working while it is down. */
const REMOTES = [
  { name: 'mf_meeting', dir: 'mf-meeting', own: '/meetingList', other: '/mine', otherReady: 'stat-message' },
  { name: 'mf_hotel', dir: 'mf-hotel', own: '/hotel/detail/1', other: '/meetingList', otherReady: 'meeting-card' },
  { name: 'mf_order_invoice', dir: 'mf-order-invoice', own: '/invoice/title', other: '/mine', otherReady: 'stat-message' },
  { name: 'mf_account', dir: 'mf-account', own: '/mine', other: '/meetingList', otherReady: 'meeting-card' },
  { name: 'mf_verify', dir: 'mf-verify', own: '/verify', other: '/meetingList', otherReady: 'meeting-card' },
] as const;

/** The page's own content, not the remote's fallback. */
async function expectPageOf(page: Page, testId: string) {
  await expect(page.getByTestId(testId).first()).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
}

for (const r of REMOTES) {
  test(`with ${r.dir} down, its pages show the fallback and the rest of the site works`, async ({ page }) => {
    // Logged in first: the sign-in pages belong to a remote too.
    await logIn(page, '13800138000');
    let down = true;
    await page.route(`**/remotes/${r.dir}/**`, (route) => (down ? route.abort() : route.continue()));
    await page.goto(r.own);
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: '重试' })).toBeVisible();
    await page.goto(r.other);
    await waitForApp(page);
    await expectPageOf(page, r.otherReady);
    // Back up: the retry brings the page without a reload of the site.
    await page.goBack();
    await expect(fallback).toBeVisible();
    down = false;
    await fallback.getByRole('button', { name: '重试' }).click();
    await expect(fallback).toHaveCount(0);
  });
}

test.describe('version skew between the shell and the remotes', () => {
  test.describe.configure({ mode: 'serial', timeout: 600_000 });
  const [major, minor, patch] = sharedVersion().split('.').map(Number);
  test.afterEach(() => fs.rmSync(REMOTES_CONFIG_FILE, { force: true }));

  /** Builds the remotes against @conf/shared `version` (accepting `requires`) and points the site at them. */
  async function deploy(page: Page, dirs: readonly string[], version: string, requires: string, label: string) {
    const servers: { close(): void }[] = [];
    const config = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
    for (const dir of dirs) {
      const out = buildRemoteAgainstShared({
        remote: dir,
        sharedVersion: version,
        requires,
        label,
        workDir: path.join(TMP_DIR, `skew-${dir}-${version}`),
      });
      const cdn = await serveFolder(out);
      servers.push(cdn);
      config[REMOTES.find((r) => r.dir === dir)!.name] = `${cdn.origin}/remoteEntry.js`;
    }
    fs.writeFileSync(REMOTES_CONFIG_FILE, JSON.stringify(config));
    return () => servers.forEach((s) => s.close());
  }

  test('the shell of the day runs every remote rebuilt against a newer @conf/shared', async ({ page, pageErrors }) => {
    const newer = `${major}.${minor}.${patch + 1}`;
    const close = await deploy(
      page,
      REMOTES.map((r) => r.dir),
      newer,
      `^${major}.${minor}.0`,
      `shared ${newer}`,
    );
    try {
      await logIn(page, '13800138000');
      for (const r of REMOTES) {
        await page.goto(r.own);
        await waitForApp(page);
        await expect(page.getByTestId(`build-badge-${r.dir}`)).toContainText(`shared ${newer}`);
        await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      }
      expect(pageErrors).toEqual([]);
    } finally {
      close();
    }
  });

  test('the shell runs a remote built against an older @conf/shared that its version satisfies', async ({ page, pageErrors }) => {
    const older = `${major}.0.0`;
    const close = await deploy(page, ['mf-hotel'], older, `^${older}`, `shared ${older}`);
    try {
      await logIn(page, '13800138000');
      await page.goto('/hotel/detail/1');
      await waitForApp(page);
      await expect(page.getByTestId('build-badge-mf-hotel')).toContainText(`shared ${older}`);
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      // Still one session: the page shows the logged-in user's data through the shell's shared library.
      await page.goto('/mine');
      await expectPageOf(page, 'stat-message');
      expect(pageErrors).toEqual([]);
    } finally {
      close();
    }
  });
});

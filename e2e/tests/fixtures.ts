import { test as base, expect, type Page } from '@playwright/test';

/** Collects uncaught page errors, so a test can assert the page ran clean. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
  },
});

export { expect };

/** Waits until the shell has rendered a routed page (the boot placeholder is gone). */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('#boot')).toHaveCount(0);
}

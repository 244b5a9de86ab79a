import { test, expect, waitForApp, logIn } from './fixtures';

test('the demo verifier sees the meetings they check attendees in at, with counts', async ({ page, pageErrors }) => {
  await logIn(page, '13900139000');
  await page.goto('/verify');
  await waitForApp(page);
  const meetings = page.getByTestId('verify-meeting');
  await expect(meetings.first()).toBeVisible();
  // The demo verifier is assigned to every demo meeting.
  const total = ((await (await page.request.get('/api/wyms/meeting/meeting/index')).json()) as { data: { total: number } }).data.total;
  await expect(meetings).toHaveCount(total);
  await expect(meetings.first()).toContainText(/进行中|未开始|已结束/);
  await expect(meetings.first()).toContainText(/已核销 \d+ \/ 应到 \d+ 人/);
  expect(pageErrors).toEqual([]);
});

test('a user without the verifier role is told 您不是核销员', async ({ page }) => {
  await logIn(page, '13800138000');
  await page.goto('/verify');
  await expect(page.getByText('您不是核销员')).toBeVisible();
  await expect(page.getByTestId('verify-meeting')).toHaveCount(0);
});

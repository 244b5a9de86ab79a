import { test, expect, waitForApp, logIn } from './fixtures';

// Meeting 1 and its hotels come from the demo data every fresh e2e server loads.
test("a visitor opening a meeting's hotels is asked to log in, and taken to the password login", async ({ page, pageErrors }) => {
  await page.goto('/hotel/list/1');
  await waitForApp(page);
  await expect(page.getByText('登录后才能查看此页面')).toBeVisible();
  await page.getByRole('button', { name: '前往登录' }).click();
  await expect(page).toHaveURL(/\/sign\/byPwd\?redirect=%2Fhotel%2Flist%2F1$/);
  expect(pageErrors).toEqual([]);
});

test("a logged-in user browses a meeting's hotels, a hotel and a room type's nightly stock", async ({ page, pageErrors }) => {
  await logIn(page, '13800138000');
  await page.goto('/hotel/list/1');
  await waitForApp(page);

  const cards = page.getByTestId('hotel-card');
  await expect(cards.first()).toBeVisible();
  // Hotels of this meeting only (the console spec may add one to meeting 1 meanwhile, so no fixed count).
  const names = await cards.locator('h3').allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(2);
  const listed = await (await page.request.post('/api/ms.hotel/get_hotel_list', { data: { meeting_id: 1, page: 1, limit: 50 } })).json();
  expect(listed.data.data.map((h: { name: string }) => h.name)).toEqual(expect.arrayContaining(names));
  await expect(cards.first()).toContainText('五星级');
  await expect(cards.first()).toContainText(/距会场\d+米/);
  await expect(cards.first()).toContainText(/¥\d+\.\d{2}起/);
  // The covers are drawn by the server, not fetched from the internet.
  const cover = cards.first().locator('img');
  await expect(cover).toHaveAttribute('src', /^\/files\/hotel\/facade-\d$/);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  const name = (await cards.first().locator('h3').textContent())!;
  await cards.first().click();
  await expect(page).toHaveURL(/\/hotel\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('房型与价格')).toBeVisible();
  const rooms = page.getByTestId('room-card');
  await expect(rooms.first()).toContainText(/¥\d+\.\d{2}\/晚/);
  await expect(rooms.first()).toContainText(/剩余\d+间|已订完|已截止预订/);
  // A room type is booked, or says plainly why it cannot be: never a disabled button.
  await expect(
    rooms
      .first()
      .getByRole('link', { name: '预订' })
      .or(rooms.first().getByText(/^(已订完|已截止预订|不可订)$/)),
  ).toBeVisible();
  await expect(rooms.getByRole('button', { disabled: true })).toHaveCount(0);

  await rooms.last().locator('img').click();
  const sheet = page.getByTestId('room-sheet');
  await expect(sheet.getByText('每晚房价与房量')).toBeVisible();
  await expect(sheet.locator('.rv-cell').first()).toContainText(/\d+月\d+日 周./);
  await expect(sheet.locator('.rv-cell').first()).toContainText(/¥\d+\.\d{2}(剩余\d+间|满房)/);
  await page.screenshot({ path: test.info().outputPath('room-sheet.png') });
  expect(pageErrors).toEqual([]);
});

test('an unknown meeting says so, with nothing to reload', async ({ page }) => {
  await logIn(page, '13800138000');
  await page.goto('/hotel/list/999999');
  await expect(page.getByTestId('empty-state')).toContainText('会议不存在');
  await expect(page.getByRole('button', { name: '重新加载' })).toHaveCount(0);
});

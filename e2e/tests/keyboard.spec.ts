import type { Locator } from '@playwright/test';
import { test, expect, waitForApp, type Page } from './fixtures';
import { DEMO } from './support/paidOrders';

/*
 * Issue 32: every journey with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows; never a click), as the
 * demo attendee on a phone-sized window: log in by password, sign up for the meeting on sale and pay in the
 * sandbox cashier, reserve a hotel room and pay, apply for an invoice of the room, ask for the ticket's refund.
 * Orders of its own, one standard ticket (of hundreds) and one room-night pair: nothing other specs count on.
 */
const ATTENDEE = '13800138000';
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`keyboard-${name}.png`) });

const holdsFocus = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false);

/**
 * Tabs (or Shift+Tabs) until the target has the focus, as a keyboard user does; fails when it never comes, which
 * is what "not reachable" means. The focus must be visible on the screen wherever it lands.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let i = 0; i <= max; i += 1) {
    if (await holdsFocus(target)) {
      await expect(page.locator(':focus')).toBeInViewport();
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reachable with ${back ? 'Shift+Tab' : 'Tab'}: ${target}`);
}

/** Tabs to a text field and types into it, over what it held. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a control and presses a key on it. */
async function press(page: Page, control: Locator, key: 'Enter' | ' ' = 'Enter'): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press(key === ' ' ? 'Space' : key);
}

/** From the payment page through the sandbox cashier back to the paid order. */
async function payInCashier(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/payment\/alipay\?order_sn=\w+$/);
  const sn = new URL(page.url()).searchParams.get('order_sn')!;
  await press(page, page.getByRole('button', { name: /^支付宝支付 ¥/ }));
  const confirm = page.getByRole('button', { name: '确认付款' });
  await expect(confirm).toBeVisible();
  await shot(page, `cashier-${sn.slice(0, 1)}`);
  await press(page, confirm);
  await expect(page).toHaveURL(`/order/detail?order_sn=${sn}`, { timeout: 20_000 });
  await expect(page.getByTestId('order-status')).toContainText('已支付');
  return sn;
}

test('the attendee journeys with the keyboard alone: log in, sign up and pay, reserve a room, an invoice, a refund', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(240_000);
  // 1. Log in by password, sent back to the apply page.
  await page.goto(`/sign/byPwd?redirect=${encodeURIComponent(`/meeting/apply/${DEMO.meetingId}`)}`);
  await waitForApp(page);
  await typeInto(page, page.getByPlaceholder('手机号 / 邮箱 / 用户名'), ATTENDEE);
  await typeInto(page, page.getByPlaceholder('请输入密码'), 'demo123456');
  await shot(page, 'login');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/meeting/apply/${DEMO.meetingId}`);

  // 2. Sign up: a ticket chosen with Space, an attendee typed in, the order submitted, paid.
  const standard = page.getByTestId('ticket').filter({ hasText: '标准票' });
  await press(page, standard, ' ');
  await expect(standard).toHaveAttribute('aria-checked', 'true');
  const card = page.getByTestId('attendee').first();
  await typeInto(page, card.getByPlaceholder('请填写姓名'), '键盘用户');
  await typeInto(page, card.getByPlaceholder('请填写手机号'), `136${String(Date.now()).slice(-8)}`);
  await typeInto(page, card.getByPlaceholder('请填写工作单位'), '无障碍测试公司');
  await shot(page, 'apply');
  await press(page, page.getByRole('button', { name: '提交订单' }));
  const ticketSn = await payInCashier(page);
  await shot(page, 'ticket-paid');

  // 3. A room: from the hotel's page to the reserve page, a guest typed in, submitted, paid.
  await page.goto(`/hotel/detail/${DEMO.hotelId}`);
  await waitForApp(page);
  await press(page, page.getByRole('link', { name: '预订', exact: true }).first());
  await expect(page).toHaveURL(/\/hotel\/reserve\/\d+/);
  await typeInto(page, page.getByPlaceholder('第1间房入住人姓名'), '键盘住客');
  const mobile = page.getByPlaceholder('用于接收预订通知');
  if (!(await mobile.inputValue())) await typeInto(page, mobile, ATTENDEE);
  await shot(page, 'reserve');
  await press(page, page.getByRole('button', { name: '提交订单' }));
  const hotelSn = await payInCashier(page);

  // 4. An invoice of the room: the order chosen with Space, a title with the arrows, submitted.
  await page.goto(`/invoice?id=${DEMO.meetingId}`);
  await waitForApp(page);
  const order = page.getByTestId('invoiceable-order').filter({ hasText: hotelSn });
  await press(page, order, ' ');
  await expect(page.getByText('已选 1 个订单')).toBeVisible();
  await press(page, page.getByRole('button', { name: '申请开票' }));
  await expect(page).toHaveURL(/\/invoice\/edit/);
  const titles = page.getByRole('radio', { name: /杭州云会科技有限公司|张会务/ });
  await tabTo(page, titles.first());
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { checked: true }).first()).toBeVisible();
  await shot(page, 'invoice-apply');
  await press(page, page.getByRole('button', { name: '提交并开票' }));
  await expect(page.getByText('已开票')).toBeVisible();
  await shot(page, 'invoice-issued');

  // 5. The ticket's refund: the dialog takes the focus, Tab stays inside it, it gives the focus back when closed.
  await page.goto(`/order/detail?order_sn=${ticketSn}`);
  await waitForApp(page);
  const ask = page.getByRole('button', { name: '申请退款' });
  await press(page, ask);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => holdsFocus(dialog)).toBe(true);
  // Escape closes it and the focus is back on what opened it; opened again with Enter.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => holdsFocus(ask)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const reason = dialog.getByPlaceholder('请填写退款原因，主办方审核后原路退回');
  await typeInto(page, reason, '行程冲突');
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await holdsFocus(dialog), 'Tab stays in the dialog').toBe(true);
  }
  await shot(page, 'refund-dialog');
  await press(page, dialog.getByRole('button', { name: '提交申请' }));
  await expect(page.getByTestId('order-status')).toContainText('退款申请审核中：行程冲突');
  await shot(page, 'refund-asked');
  expect(pageErrors).toEqual([]);
});

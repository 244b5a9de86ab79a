import type { APIRequestContext } from '@playwright/test';
import { test, expect, waitForApp, logIn, type Page } from './fixtures';

const DEMO = '13800138000';

/** A meeting's id by its title (whatever its state). */
async function meetingId(request: APIRequestContext, title: string): Promise<number> {
  const { data } = await (await request.get(`/api/wyms/meeting/meeting/index?keyword=${encodeURIComponent(title)}`)).json();
  const found = (data.data as Array<{ id: number; title: string }>).find((m) => m.title === title);
  if (!found) throw new Error(`no meeting ${title}`);
  return found.id;
}

/** A toast on screen now (react-vant keeps closed toasts in the page, hidden). */
const toast = (page: Page, text: string) => page.locator('.rv-toast').filter({ hasText: text, visible: true });
const submitBar = (page: Page) => page.locator('.rv-submit-bar');

test('立即报名, 在线报名 and 购票参会 open the apply form', async ({ page, request }) => {
  await logIn(page, DEMO);
  const id = await meetingId(request, '第八届长三角数字经济峰会');
  for (const entry of ['立即报名', '在线报名', '购票参会']) {
    await page.goto(`/meeting/home/${id}`);
    await waitForApp(page);
    await page.getByRole('button', { name: entry, exact: true }).click();
    await expect(page).toHaveURL(`/meeting/apply/${id}`);
    await expect(page.getByTestId('ticket').first()).toBeVisible();
  }
});

test('a meeting that has ended says so instead of the form', async ({ page, request }) => {
  await logIn(page, DEMO);
  const id = await meetingId(request, '第六届粤港澳大湾区新能源产业博览会');
  await page.goto(`/meeting/apply/${id}`);
  await waitForApp(page);
  await expect(page.getByText('会议已结束', { exact: true })).toBeVisible();
  await expect(page.getByText('第六届粤港澳大湾区新能源产业博览会')).toBeVisible();
  await expect(page.getByPlaceholder('请填写姓名')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('apply-closed.png') });
});

test('the questions with a picker open it at the first tap: 所属行业 and 所在地区 in two levels, a choice, a date', async ({
  page,
  request,
  pageErrors,
}) => {
  // The open meeting's form gains four optional questions for this test (the demo forms ask none of these kinds).
  const id = await meetingId(request, '第八届长三角数字经济峰会');
  const admin = { token: await logIn(page, '13600136000') };
  const url = `/api/admin/meetings/${id}/apply-form`;
  const before = (await (await request.get(url, { headers: admin })).json()).data as { fields: unknown[]; version: number };
  const asked = [
    { name: 'sector', label: '所属行业', type: 'sector' },
    { name: 'area', label: '所在地区', type: 'area' },
    { name: 'degree', label: '最高学历', type: 'select', options: ['本科', '硕士', '博士'] },
    { name: 'arrival', label: '抵达日期', type: 'date' },
  ].map((f) => ({ options: [], required: false, placeholder: '', ticket_type_ids: [], ...f }));
  const save = async (fields: unknown[], version: number) =>
    (await (await request.put(url, { headers: admin, data: { fields, version } })).json()) as { code: number; data: { version: number } };
  const saved = await save([...before.fields, ...asked], before.version);
  expect(saved.code).toBe(1);
  try {
    await logIn(page, DEMO);
    await page.goto(`/meeting/apply/${id}`);
    await waitForApp(page);
    const popupOf = (question: string) => page.locator('.rv-popup').filter({ hasText: question, visible: true });
    const pickTwoLevels = async (question: string, first: string, second: string) => {
      await page
        .getByRole('button', { name: `请选择${question}` })
        .first()
        .click();
      await popupOf(question).getByText(first, { exact: true }).click();
      await popupOf(question).getByText(second, { exact: true }).click();
      await expect(popupOf(question)).toBeHidden();
      await expect(page.getByRole('button', { name: `${first}/${second}` }).first()).toBeVisible();
    };
    await pickTwoLevels('所属行业', '信息技术', '人工智能');
    await pickTwoLevels('所在地区', '浙江省', '杭州市');
    await page.getByRole('button', { name: '请选择最高学历' }).first().click();
    await popupOf('最高学历').getByRole('button', { name: '确认' }).click();
    // Confirmed without turning the wheel: the first option, as the wheel shows it.
    await expect(page.locator('.rv-cell').filter({ hasText: '最高学历' }).getByRole('button', { name: '本科' })).toBeVisible();
    await page.getByRole('button', { name: '请选择抵达日期' }).first().click();
    await popupOf('抵达日期').getByRole('button', { name: '确认' }).click();
    await expect(
      page
        .locator('.rv-cell')
        .filter({ hasText: '抵达日期' })
        .getByRole('button', { name: /^\d{4}-\d{2}-\d{2}$/ }),
    ).toBeVisible();
    await expect(popupOf('抵达日期')).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('apply-pickers.png') });
    expect(pageErrors).toEqual([]);
  } finally {
    expect((await save(before.fields, saved.data.version)).code).toBe(1);
  }
});

test('applies for two attendees with a claimed coupon and lands on the payment page', async ({ page, request, pageErrors }) => {
  const token = await logIn(page, DEMO);
  const id = await meetingId(request, '第八届长三角数字经济峰会');
  await page.goto(`/meeting/apply/${id}`);
  await waitForApp(page);

  // Empty form: the server's messages, nothing sent.
  await submitBar(page).getByRole('button', { name: '提交订单' }).click();
  await expect(page.locator('.rv-form-item__error-message, .rv-field__error-message').filter({ hasText: '请填写姓名' })).toBeVisible();
  await expect(page.getByText('请填写正确的手机号').first()).toBeVisible();
  await expect(page.getByText('请填写工作单位').first()).toBeVisible();
  // The page scrolls to the first marked field.
  await expect(page.getByPlaceholder('请填写姓名').first()).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('apply-errors.png') });

  await page.getByTestId('ticket').filter({ hasText: '标准票' }).click();
  // One attendee from the contacts (replacing the blank card), one typed in.
  await page.getByRole('button', { name: '从常用参会人添加' }).click();
  await page.locator('.rv-popup').getByText('王建国').click();
  await page.getByRole('button', { name: '添加 1 人' }).click();
  await expect(page.getByTestId('attendee')).toHaveCount(1);
  await page.getByRole('button', { name: '手动添加' }).click();
  const second = page.getByTestId('attendee').nth(1);
  await second.getByPlaceholder('请填写姓名').fill('赵一鸣');
  await second.getByPlaceholder('请填写手机号').fill(`136${String(Date.now()).slice(-8)}`);
  await second.getByPlaceholder('请填写工作单位').fill('杭州云栖科技有限公司');

  // The summit's coupon claimed on the spot becomes the best one for ¥1960.00.
  await page.getByTestId('claimable').filter({ hasText: '峰会报名立减券' }).getByRole('button', { name: '领取' }).click();
  await expect(toast(page, '领取成功')).toBeVisible();
  await expect(page.getByTestId('coupon-cell')).toContainText('-¥200.00');
  await expect(page.getByTestId('order-amount')).toContainText('¥980.00 × 2 = ¥1960.00');
  await expect(submitBar(page)).toContainText('¥1760.00');
  await page.screenshot({ path: test.info().outputPath('apply-filled.png'), fullPage: true });

  await submitBar(page).getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payment\/alipay\?order_sn=M\d+$/);
  const orderSn = new URL(page.url()).searchParams.get('order_sn');
  const detail = await (
    await page.request.post('/api/ms.order/get_order_detail', { form: { order_sn: orderSn! }, headers: { token } })
  ).json();
  expect(detail.code).toBe(1);
  expect(detail.data).toMatchObject({
    order_sn: orderSn,
    status: 'unpaid',
    total_amount: 196000,
    discount_amount: 20000,
    pay_amount: 176000,
  });
  expect(detail.data.attendees.map((a: { name: string }) => a.name)).toEqual(['王建国', '赵一鸣']);

  // The typed-in attendee is kept among the contacts for next time.
  await expect
    .poll(async () => {
      const contacts = await (await page.request.post('/api/ms.member/get_my_contact', { headers: { token } })).json();
      return (contacts.data.list as Array<{ name: string }>).map((c) => c.name);
    })
    .toContain('赵一鸣');

  // /mine counts it among the unpaid meeting orders (as the server does), and the tab opens /order on 待支付.
  const stat = await (await page.request.post('/api/ms.member/get_meeting_order_stat', { headers: { token } })).json();
  const unpaid = stat.data.meeting.unpaid as number;
  expect(unpaid).toBeGreaterThanOrEqual(1);
  await page.goto('/mine');
  await waitForApp(page);
  const orders = page.getByRole('region', { name: '会议订单' });
  await expect(orders.getByRole('button', { name: /全部订单/ })).toHaveText(`全部订单（${stat.data.meeting.total}）`);
  await expect(orders.getByRole('button', { name: new RegExp(`^待支付\\s?，${unpaid} 笔$`) })).toContainText(`${unpaid}待支付`);
  await page.screenshot({ path: test.info().outputPath('mine.png') });
  await orders.getByText('待支付').click();
  await expect(page).toHaveURL('/order?status=unpaid');

  // /test-attendee lists both new attendees with the meeting and ticket.
  await page.goto('/test-attendee');
  await waitForApp(page);
  const rows = page.getByTestId('applyer');
  await expect(rows.filter({ hasText: '赵一鸣' })).toContainText('第八届长三角数字经济峰会');
  await expect(rows.filter({ hasText: '赵一鸣' })).toContainText('标准票');
  await expect(rows.filter({ hasText: '王建国' }).filter({ hasText: '第八届长三角数字经济峰会' })).toContainText('待支付');
  await page.screenshot({ path: test.info().outputPath('test-attendee.png') });
  expect(pageErrors).toEqual([]);
});

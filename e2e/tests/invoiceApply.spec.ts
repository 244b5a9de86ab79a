import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { test, expect, waitForApp, logIn } from './fixtures';
import { DEMO, paidTicketAndHotel } from './support/paidOrders';

const REVERSE_FIRST = '该订单已开具发票，请先在「我的发票」中将发票红冲，再申请退款';

test('one invoice over a paid ticket and a paid hotel order: issued, downloaded, reversed before the refund', async ({
  page,
  pageErrors,
}) => {
  // Two orders paid through the sandbox, then the whole journey: longer than one page's test.
  test.setTimeout(120_000);
  const token = await logIn(page, '13800138000');
  const { ticket, hotel, paidFen } = await paidTicketAndHotel(page.request, token);
  const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

  // The meeting's 开具发票 entry: its invoiceable orders.
  await page.goto(`/invoice?id=${DEMO.meetingId}`);
  await waitForApp(page);
  const orders = page.getByTestId('invoiceable-order');
  await expect(orders.filter({ hasText: ticket })).toHaveCount(1);
  await expect(orders.filter({ hasText: hotel })).toHaveCount(1);
  await orders.filter({ hasText: ticket }).click();
  await orders.filter({ hasText: hotel }).click();
  await expect(page.getByText('已选 2 个订单')).toBeVisible();
  await shot('1-invoiceable-orders');
  await page.getByRole('button', { name: '申请开票' }).click();

  // A company title (the demo user's, whichever is the default now): a VAT special invoice may be chosen.
  await expect(page.getByText('已选 2 个订单，将合并开具一张发票')).toBeVisible();
  const company = page.getByRole('radio', { name: /杭州云会科技有限公司/ });
  await company.click();
  await expect(company).toHaveAttribute('aria-checked', 'true');
  const special = page.getByRole('radio', { name: '增值税专用发票' });
  await special.click();
  await expect(special).toHaveAttribute('aria-checked', 'true');
  // The radio icons fade (0.2 s); the screenshot is for looking at.
  await page.waitForTimeout(400);
  await shot('2-apply');
  await page.getByRole('button', { name: '提交并开票' }).click();
  await expect(page).toHaveURL(/\/invoice\/edit\?id=\d+$/);
  await expect(page.getByText('发票详情')).toBeVisible();
  await expect(page.getByText('已开票')).toBeVisible();
  await expect(page.getByText('增值税专用发票')).toBeVisible();
  await shot('3-issued');

  // The PDF behind the download link.
  const href = await page.getByRole('link', { name: '下载 PDF' }).getAttribute('href');
  expect(href).toMatch(/^\/api\/ms\.invoice\/document\/[A-Za-z0-9_-]{32}\.pdf$/);
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const pdfFile = test.info().outputPath('invoice.pdf');
  fs.writeFileSync(pdfFile, bytes);
  if (fs.existsSync('/usr/bin/pdftoppm'))
    execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '110', '-singlefile', pdfFile, test.info().outputPath('invoice')]);

  // A refund of an invoiced order is refused until the invoice is reversed.
  const refund = async () =>
    (await (
      await page.request.post('/api/ms.order/apply_refund', { headers: { token }, data: { order_sn: ticket, reason: '行程变更' } })
    ).json()) as { code: number; msg: string };
  expect(await refund()).toMatchObject({ code: 0, msg: REVERSE_FIRST });

  await page.getByRole('button', { name: '红冲发票' }).click();
  const dialog = page.locator('.rv-dialog');
  await expect(dialog.getByText(/将开具对应的红字发票/)).toBeVisible();
  await dialog.getByRole('button', { name: '确定红冲' }).click();
  await expect(page.getByText('已红冲', { exact: true })).toBeVisible();
  // The red invoice beside the original: negative, with its own download.
  await expect(page.getByRole('link', { name: '下载 PDF' })).toHaveCount(2);
  await expect(page.getByText(`-¥${(paidFen / 100).toFixed(2)}`, { exact: false })).toBeVisible();
  await shot('4-reversed');

  expect(await refund()).toMatchObject({ code: 1, msg: '退款申请已提交，请等待主办方审核' });
  // Its record shows in 开票记录 with its status.
  await page.goto(`/invoice?id=${DEMO.meetingId}`);
  await page.getByText('开票记录', { exact: true }).click();
  await expect(page.getByTestId('invoice-application').first()).toContainText('已红冲');
  await shot('5-applications');
  expect(pageErrors).toEqual([]);
});

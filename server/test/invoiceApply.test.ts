import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './helpers/testApp';
import { insertMeeting } from './helpers/meetingRows';
import { call, newUser } from './helpers/orders';
import { approveRefund, markRefundPaid } from '../src/features/orders/refunds';
import { newOrderSn } from '../src/features/orders/orderSn';
import { useInvoiceProvider, BuiltInInvoiceProvider, type InvoiceProvider } from '../src/features/invoice/provider';
import { invoiceCommands } from '../src/features/invoice/commands';
import { issuePendingInvoices } from '../src/features/invoice/applications';
// pdf-parse's own entry reads a test file when required from a test; its library file does not.
const pdfParse: (data: Buffer) => Promise<{ text: string; numpages: number }> = require('pdf-parse/lib/pdf-parse.js');

const COMPANY = {
  type: 'company',
  name: '阿里巴巴（中国）有限公司',
  tax_no: '91330100799655058B',
  email: 'fin@example.com',
  address: '杭州市滨江区网商路699号',
};

describe('invoice applications: one invoice per order, issued as a real PDF, reversed before a refund', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let meetingId: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    second = await t.secondInstance();
    meetingId = await insertMeeting(t.db, { title: '2026 数字会展大会' });
  }, 60_000);
  afterAll(() => t.close());

  /** A paid order of the user (paid by transfer, so a refund needs no Alipay). */
  async function paidOrder(
    userId: number,
    kind: 'meeting' | 'hotel',
    amount: number,
    title = kind === 'meeting' ? '2026 数字会展大会·标准票' : '西湖国宾馆·大床房 2晚',
  ) {
    const sn = newOrderSn(kind);
    await t.db.query(
      `INSERT INTO orders (order_sn, kind, user_id, meeting_id, title, status, total_amount, pay_amount, pay_type, expires_at, paid_at)
       VALUES ($1, $2, $3, $4, $5, 'paid', $6, $6, 'offline', now(), now())`,
      [sn, kind, userId, meetingId, title, amount],
    );
    return sn;
  }

  const inv = (app: FastifyInstance, path: string, body: object, token: string) => call(app, `/api/ms.invoice/${path}`, body, token);

  async function userWithTitle() {
    const u = await newUser(t.db);
    const title = await inv(t.app, 'submit_user_invoice', COMPANY, u.token);
    expect(title).toMatchObject({ code: 1, data: { id: expect.any(Number), type: 1, title: COMPANY.name, tax_number: COMPANY.tax_no } });
    return { ...u, titleId: title.data.id as number };
  }

  it('takes a title by the contract names and refuses a bad credit code by name', async () => {
    const u = await newUser(t.db);
    const bad = await inv(t.app, 'submit_user_invoice', { ...COMPANY, tax_no: '91330100799655058C' }, u.token);
    expect(bad).toMatchObject({ code: 0, msg: '统一社会信用代码校验位不正确' });
    const person = await inv(t.app, 'submit_user_invoice', { type: 'personal', name: '王小明', email: 'w@example.com' }, u.token);
    expect(person).toMatchObject({ code: 1, data: { type: 2, title: '王小明', tax_number: '' } });
  });

  it('issues one invoice over a ticket and a hotel order: a PDF in Chinese whose amounts add up, mailed to the log', async () => {
    const u = await userWithTitle();
    const ticket = await paidOrder(u.id, 'meeting', 98000);
    const hotel = await paidOrder(u.id, 'hotel', 123456);
    const orders = await inv(t.app, 'get_my_invoice_list', { tab: 'orders' }, u.token);
    expect(orders.data.data.map((o: { order_sn: string }) => o.order_sn).sort()).toEqual([ticket, hotel].sort());

    const applied = await inv(
      t.app,
      'apply_invoice',
      { order_sns: `${ticket},${hotel}`, title_id: u.titleId, kind: 'special', email: 'me@example.com' },
      u.token,
    );
    expect(applied).toMatchObject({ code: 1, data: { id: expect.any(Number), status: '待开票', pdf_url: null } });
    const id = applied.data.id;
    expect((await inv(t.app, 'get_my_invoice_list', { tab: 'orders' }, u.token)).data.data).toEqual([]);

    const issued = await inv(t.app, 'output_invoice', { id }, u.token);
    expect(issued).toMatchObject({ code: 1, data: { status: '已开票', invoice_no: expect.stringMatching(/^\d{20}$/) } });
    const query = await inv(second, 'output_invoice_query', { id }, u.token);
    expect(query.data).toMatchObject({
      status: '已开票',
      pdf_url: expect.stringMatching(/^\/api\/ms\.invoice\/document\/[A-Za-z0-9_-]{32}\.pdf$/),
    });

    const pdf = await t.app.inject({ url: query.data.pdf_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.length).toBeLessThan(200_000);
    const { text, numpages } = await pdfParse(pdf.rawPayload);
    expect(numpages).toBe(1);
    for (const words of [
      '电子发票（增值税专用发票）',
      '统一社会信用代码/纳税人识别号',
      COMPANY.name,
      COMPANY.tax_no,
      '价税合计（大写）',
      '贰仟贰佰壹拾肆元伍角陆分',
      '¥2214.56',
      '会议注册费',
      '住宿费',
      ticket,
      hotel,
    ]) {
      expect(text).toContain(words);
    }
    // Amount (net) and tax of the two lines and the totals add up to the paid fen.
    const fen = (s: string) => Math.round(Number(s) * 100);
    const amounts = [...text.matchAll(/¥(-?\d+\.\d{2})/g)].map((m) => fen(m[1]));
    const [net, tax, total] = amounts;
    expect(net + tax).toBe(98000 + 123456);
    expect(total).toBe(98000 + 123456);
    const detail = await inv(t.app, 'get_my_invoice_info', { id }, u.token);
    expect(detail.data.items.reduce((s: number, i: { amount: number }) => s + i.amount, 0)).toBe(221456);
    expect(detail.data).toMatchObject({ kind_text: '增值税专用发票', buyer_name: COMPANY.name, can_reverse: true, can_edit: false });
  });

  it('never invoices an order twice, however many applications race on two instances', async () => {
    const u = await userWithTitle();
    const sn = await paidOrder(u.id, 'meeting', 50000);
    const other = await paidOrder(u.id, 'hotel', 30000);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        inv(i % 2 ? second : t.app, 'apply_invoice', { order_sns: i % 3 ? sn : `${other},${sn}`, title_id: u.titleId }, u.token),
      ),
    );
    const won = results.filter((r) => r.code === 1);
    expect(won).toHaveLength(1);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.code === 0).every((r) => /已申请过发票，不能重复开票$/.test(r.msg))).toBe(true);
    const [{ n }] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM invoice_items i JOIN orders o ON o.id = i.order_id WHERE o.order_sn = $1 AND i.live',
      [sn],
    );
    expect(n).toBe(1);
    // Two instances issuing the same application at once: one document.
    await Promise.all([
      inv(t.app, 'output_invoice', { id: won[0].data.id }, u.token),
      inv(second, 'output_invoice', { id: won[0].data.id }, u.token),
    ]);
    const docs = await t.db.query('SELECT id FROM invoice_documents WHERE invoice_id = $1', [won[0].data.id]);
    expect(docs).toHaveLength(1);
  });

  it('shows a user only their own applications and documents; a document address cannot be guessed', async () => {
    const owner = await userWithTitle();
    const stranger = await userWithTitle();
    const sn = await paidOrder(owner.id, 'meeting', 20000);
    const { data } = await inv(t.app, 'apply_invoice', { order_sns: sn, title_id: owner.titleId }, owner.token);
    await inv(t.app, 'output_invoice', { id: data.id }, owner.token);
    for (const path of [
      'output_invoice_query',
      'get_my_invoice_info',
      'output_invoice',
      'output_invoice_fastred',
      'edit_my_invoice_application',
    ]) {
      expect(await inv(t.app, path, { id: data.id }, stranger.token)).toMatchObject({ code: 0, msg: '发票申请不存在' });
    }
    expect((await inv(t.app, 'get_my_invoice_list', {}, stranger.token)).data.total).toBe(0);
    expect(await inv(t.app, 'apply_invoice', { order_sns: sn, title_id: stranger.titleId }, stranger.token)).toMatchObject({
      code: 0,
      msg: '订单不存在',
    });
    expect(
      await inv(
        t.app,
        'apply_invoice',
        { order_sns: await paidOrder(stranger.id, 'meeting', 100), title_id: owner.titleId },
        stranger.token,
      ),
    ).toMatchObject({
      code: 0,
      msg: '发票抬头不存在',
    });
    const guess = await t.app.inject({ url: `/api/ms.invoice/document/${randomBytes(24).toString('base64url')}.pdf` });
    expect(guess.statusCode).toBe(404);
    expect(guess.json()).toMatchObject({ code: 0, msg: '发票文件不存在' });
  });

  it('refuses a refund of an invoiced order until the invoice is reversed; the red invoice is negative and linked', async () => {
    const u = await userWithTitle();
    const sn = await paidOrder(u.id, 'meeting', 66600);
    const { data } = await inv(t.app, 'apply_invoice', { order_sns: sn, title_id: u.titleId }, u.token);
    await inv(t.app, 'output_invoice', { id: data.id }, u.token);
    const refused = await call(t.app, '/api/ms.order/apply_refund', { order_sn: sn, reason: '行程变更' }, u.token);
    expect(refused).toMatchObject({ code: 0, msg: '该订单已开具发票，请先在「我的发票」中将发票红冲，再申请退款' });
    const order = await call(t.app, '/api/ms.order/get_order_detail', { order_sn: sn }, u.token);
    expect(order.data).toMatchObject({ can_refund: false, invoice: { id: data.id, status: '已开票' } });

    const red = await inv(second, 'output_invoice_fastred', { id: data.id }, u.token);
    expect(red).toMatchObject({ code: 1, data: { status: '已红冲', red_pdf_url: expect.any(String) } });
    expect(await inv(t.app, 'output_invoice_fastred', { id: data.id }, u.token)).toMatchObject({ code: 0, msg: '发票已红冲' });
    const redPdf = await pdfParse((await t.app.inject({ url: red.data.red_pdf_url })).rawPayload);
    expect(redPdf.text).toContain('（红字）');
    expect(redPdf.text).toContain(`被红冲蓝字发票号码：${red.data.invoice_no}`);
    expect(redPdf.text).toContain('¥-666.00');
    expect(redPdf.text).toContain('负陆佰陆拾陆元整');

    const refund = await call(t.app, '/api/ms.order/apply_refund', { order_sn: sn, reason: '行程变更' }, u.token);
    expect(refund).toMatchObject({ code: 1, data: { status: 'refunding' } });
    await t.db.tx((q) => approveRefund(q, sn));
    expect((await t.db.tx((q) => markRefundPaid(q, sn))).already).toBe(false);
    expect((await call(t.app, '/api/ms.order/get_order_detail', { order_sn: sn }, u.token)).data.status).toBe('refunded');
  });

  it('edits an application until it is issued; a failed issue says why and the organiser retries it', async () => {
    const u = await userWithTitle();
    const person = await inv(t.app, 'submit_user_invoice', { type: 'personal', name: '王小明' }, u.token);
    const sn = await paidOrder(u.id, 'hotel', 45000);
    const { data } = await inv(t.app, 'apply_invoice', { order_sns: sn, title_id: u.titleId, kind: '增值税专用发票' }, u.token);
    expect(await inv(t.app, 'edit_my_invoice_application', { id: data.id, title_id: person.data.id }, u.token)).toMatchObject({
      code: 0,
      msg: '增值税专用发票仅限企业抬头',
    });
    const edited = await inv(
      t.app,
      'edit_my_invoice_application',
      { id: data.id, title_id: person.data.id, kind: 'normal', email: 'new@example.com' },
      u.token,
    );
    expect(edited).toMatchObject({
      code: 1,
      data: { buyer_name: '王小明', buyer_tax_no: '', email: 'new@example.com', kind: 'normal', status: '待开票' },
    });

    const down = async () => Promise.reject(new Error('税务服务暂不可用'));
    const broken: InvoiceProvider = { name: 'down', issue: down, query: down };
    useInvoiceProvider(t.db, broken);
    const failed = await inv(t.app, 'output_invoice', { id: data.id }, u.token);
    expect(failed).toMatchObject({ code: 0, msg: '开票失败：税务服务暂不可用', data: { status: '开票失败' } });
    useInvoiceProvider(t.db, new BuiltInInvoiceProvider(t.db));
    const retry = invoiceCommands.find((c) => c.name === 'invoice-retry')!;
    expect(await retry.run(t.db, { id: String(data.id) })).toBe(`发票申请 ${data.id}：已开票`);
    expect(await inv(t.app, 'edit_my_invoice_application', { id: data.id, email: 'x@example.com' }, u.token)).toMatchObject({
      code: 0,
      msg: '发票已开票，不能修改',
    });
    const reverse = invoiceCommands.find((c) => c.name === 'invoice-reverse')!;
    expect(await reverse.run(t.db, { id: String(data.id) })).toBe(`发票申请 ${data.id}：已红冲`);
    // Reversed, the order can be invoiced again; the job issues what waits.
    const again = await inv(t.app, 'apply_invoice', { order_sns: sn, title_id: u.titleId }, u.token);
    expect(again.code).toBe(1);
    // Left waiting (the app did not ask for it at once): the job issues it once it has waited a while.
    expect(await issuePendingInvoices(t.db, t.app.config)).toBe(0);
    await t.db.query("UPDATE invoice_applications SET updated_at = now() - interval '1 minute' WHERE id = $1", [again.data.id]);
    expect(await issuePendingInvoices(t.db, t.app.config)).toBe(1);
    expect((await inv(t.app, 'output_invoice_query', { id: again.data.id }, u.token)).data.status).toBe('已开票');
  });

  it('filters to one meeting and suggests companies from the local registry', async () => {
    const u = await userWithTitle();
    await t.db.tx(async (q) => (await import('../src/features/invoice/registry')).seedCompanyRegistry(q));
    const found = await inv(t.app, 'company_search', { keyword: '阿里巴巴' }, u.token);
    expect(found.data.data).toEqual([expect.objectContaining({ name: '阿里巴巴（中国）有限公司', tax_no: '91330100799655058B' })]);
    expect((await inv(t.app, 'company_search', { keyword: '%' }, u.token)).data.total).toBe(0);
    const otherMeeting = await insertMeeting(t.db, { title: '别的会' });
    await paidOrder(u.id, 'meeting', 1000);
    expect((await inv(t.app, 'get_my_invoice_list', { tab: 'orders', meeting_id: otherMeeting }, u.token)).data.total).toBe(0);
    expect((await inv(t.app, 'get_my_invoice_list', { tab: 'orders', meeting_id: meetingId }, u.token)).data.total).toBe(1);
  });
});

import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './helpers/testApp';
import { insertMeeting } from './helpers/meetingRows';
import { call, newUser } from './helpers/orders';
import { newOrderSn } from '../src/features/orders/orderSn';
import {
  BuiltInInvoiceProvider,
  serialOf,
  useInvoiceProvider,
  type InvoiceProvider,
  type InvoiceRequest,
} from '../src/features/invoice/provider';
import { issueInvoice, reverseInvoice } from '../src/features/invoice/applications';
import { recoverStuckInvoices } from '../src/features/invoice/recovery';
import { invoiceCommands } from '../src/features/invoice/commands';

/**
 * An invoice call cut off (its instance crashed, its answer was lost) is looked up at the provider by our
 * serial, never issued a second time.
 */
describe('stuck invoices: the provider is asked before anything is reset or issued again', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let meetingId: number;
  let builtin: BuiltInInvoiceProvider;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    second = await t.secondInstance();
    meetingId = await insertMeeting(t.db, { title: '2026 数字会展大会' });
    builtin = new BuiltInInvoiceProvider(t.db);
  }, 60_000);
  afterEach(() => useInvoiceProvider(t.db, builtin));
  afterAll(() => t.close());

  /** A user's application over one paid order, waiting (待开票). */
  async function application(): Promise<number> {
    const u = await newUser(t.db);
    const sn = newOrderSn('meeting');
    await t.db.query(
      `INSERT INTO orders (order_sn, kind, user_id, meeting_id, title, status, total_amount, pay_amount, pay_type, expires_at, paid_at)
       VALUES ($1, 'meeting', $2, $3, '2026 数字会展大会·标准票', 'paid', 88800, 88800, 'offline', now(), now())`,
      [sn, u.id, meetingId],
    );
    const title = await call(
      t.app,
      '/api/ms.invoice/submit_user_invoice',
      { type: 'personal', name: '王小明', email: 'w@example.com' },
      u.token,
    );
    const applied = await call(t.app, '/api/ms.invoice/apply_invoice', { order_sns: sn, title_id: title.data.id }, u.token);
    expect(applied).toMatchObject({ code: 1, data: { status: '待开票' } });
    return applied.data.id;
  }

  /** The built-in provider, counting the invoices it issued, and what a test makes of each call after it. */
  function provider(after: () => Promise<never> | undefined, query: InvoiceProvider['query'] = (s) => builtin.query(s)) {
    const issued: InvoiceRequest[] = [];
    const p: InvoiceProvider = {
      name: 'builtin-watched',
      async issue(req) {
        const doc = await builtin.issue(req);
        issued.push(req);
        return after() ?? doc;
      },
      query,
    };
    useInvoiceProvider(t.db, p);
    return issued;
  }

  const row = async (id: number) => {
    const [r] = await t.db.query<{ status: string; fail_reason: string; docs: { color: string; number: string }[] | null }>(
      `SELECT a.status, a.fail_reason,
              (SELECT json_agg(json_build_object('color', d.color, 'number', d.number) ORDER BY d.id) FROM invoice_documents d WHERE d.invoice_id = a.id) AS docs
         FROM invoice_applications a WHERE a.id = $1`,
      [id],
    );
    return r;
  };
  const atProvider = async (id: number) =>
    t.db.query<{ serial: string; number: string }>(
      'SELECT serial, number FROM builtin_invoices WHERE serial IN ($1, $2) ORDER BY created_at',
      [serialOf(id, 'blue'), serialOf(id, 'red')],
    );
  /** Ten minutes on: the caller of a call still 开票中 / 冲红中 is presumed gone. */
  const later = (id: number) =>
    t.db.query("UPDATE invoice_applications SET updated_at = now() - interval '11 minutes' WHERE id = $1", [id]);

  it('records the invoice a crashed instance had issued, and never issues a second one', async () => {
    const id = await application();
    let reached!: () => void;
    const providerIssued = new Promise<void>((resolve) => (reached = resolve));
    // The provider issues; the instance dies before it hears back (the call never returns).
    const issued = provider(() => {
      reached();
      return new Promise<never>(() => undefined);
    });
    void issueInvoice(t.db, t.app.config, id);
    await providerIssued;
    expect((await row(id)).status).toBe('issuing');
    useInvoiceProvider(t.db, builtin);

    // Not yet presumed dead: nothing happens.
    expect(await recoverStuckInvoices(t.db, t.app.config)).toBe(0);
    await later(id);
    expect(await recoverStuckInvoices(t.db, t.app.config)).toBe(1);
    const [kept] = await atProvider(id);
    expect(await row(id)).toMatchObject({ status: 'issued', docs: [{ color: 'blue', number: kept.number }] });
    // Issued once at the provider, and nothing left to retry.
    expect(issued).toHaveLength(1);
    expect(await atProvider(id)).toHaveLength(1);
    await expect(invoiceCommands.find((c) => c.name === 'invoice-retry')!.run(t.db, { id: String(id) })).rejects.toThrow(
      `发票申请 ${id} 当前为已开票，不能执行此操作`,
    );
    expect(await recoverStuckInvoices(t.db, t.app.config)).toBe(0);
    expect(await atProvider(id)).toHaveLength(1);
  });

  it('records, on retry, an invoice whose answer was lost, instead of issuing another', async () => {
    const id = await application();
    const issued = provider(() => Promise.reject(new Error('开票服务响应超时')));
    expect(await issueInvoice(t.db, t.app.config, id)).toBe(false);
    expect(await row(id)).toMatchObject({ status: 'failed', fail_reason: '开票服务响应超时', docs: null });
    useInvoiceProvider(t.db, builtin);
    expect(await invoiceCommands.find((c) => c.name === 'invoice-retry')!.run(t.db, { id: String(id) })).toBe(`发票申请 ${id}：已开票`);
    const [kept] = await atProvider(id);
    expect(issued).toHaveLength(1);
    expect(await atProvider(id)).toHaveLength(1);
    expect((await row(id)).docs).toEqual([{ color: 'blue', number: kept.number }]);
  });

  it('lets an invoice the provider never saw be retried, and leaves one alone while the provider cannot be asked', async () => {
    const id = await application();
    // The instance died before its call reached the provider.
    await t.db.query("UPDATE invoice_applications SET status = 'issuing' WHERE id = $1", [id]);
    await later(id);
    provider(
      () => undefined,
      () => Promise.reject(new Error('connect ECONNREFUSED')),
    );
    await expect(recoverStuckInvoices(t.db, t.app.config)).rejects.toThrow(
      `开票服务暂不可用，卡住的发票申请下次再查：#${id}: connect ECONNREFUSED`,
    );
    expect((await row(id)).status).toBe('issuing');

    useInvoiceProvider(t.db, builtin);
    expect(await recoverStuckInvoices(t.db, t.app.config)).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'failed', fail_reason: '开票超时，请重试', docs: null });
    expect(await atProvider(id)).toHaveLength(0);
    expect(await invoiceCommands.find((c) => c.name === 'invoice-retry')!.run(t.db, { id: String(id) })).toBe(`发票申请 ${id}：已开票`);
    expect(await atProvider(id)).toHaveLength(1);
  });

  it('records a red invoice issued by a reversal that was cut off, or puts a reversal the provider never saw back to 已开票', async () => {
    const cut = await application();
    const clean = await application();
    for (const id of [cut, clean]) expect(await issueInvoice(t.db, t.app.config, id)).toBe(true);
    let reached!: () => void;
    const providerIssued = new Promise<void>((resolve) => (reached = resolve));
    const issued = provider(() => {
      reached();
      return new Promise<never>(() => undefined);
    });
    void reverseInvoice(t.db, t.app.config, cut);
    await providerIssued;
    useInvoiceProvider(t.db, builtin);
    await t.db.query("UPDATE invoice_applications SET status = 'reversing' WHERE id = $1", [clean]);
    for (const id of [cut, clean]) await later(id);

    // Two instances recover at once: each application settles once.
    const [a, b] = await Promise.all([recoverStuckInvoices(t.db, t.app.config), recoverStuckInvoices(second.db, t.app.config)]);
    expect(a + b).toBe(2);
    const red = (await atProvider(cut)).find((r) => r.serial === serialOf(cut, 'red'))!;
    expect((await row(cut)).status).toBe('reversed');
    expect((await row(cut)).docs).toEqual([expect.objectContaining({ color: 'blue' }), { color: 'red', number: red.number }]);
    expect(issued).toHaveLength(1);
    const [{ live }] = await t.db.query<{ live: boolean }>('SELECT live FROM invoice_items WHERE invoice_id = $1', [cut]);
    expect(live).toBe(false);
    expect(await row(clean)).toMatchObject({ status: 'issued', docs: [{ color: 'blue' }] });
    expect(await atProvider(clean)).toHaveLength(1);
  });

  it('refuses to issue twice under one serial at the provider', async () => {
    const id = await application();
    expect(await issueInvoice(t.db, t.app.config, id)).toBe(true);
    const again = builtin.issue({
      serial: serialOf(id, 'blue'),
      color: 'blue',
      kind: 'normal',
      seller: t.app.config.invoice.seller,
      buyer: { name: '王小明', taxNo: '', address: '', phone: '', bank: '', account: '' },
      lines: [],
    });
    await expect(again).rejects.toThrow(`发票请求流水号 ${serialOf(id, 'blue')} 已开具过发票`);
    expect(await atProvider(id)).toHaveLength(1);
  });
});

import { randomBytes } from 'node:crypto';
import { isEmail } from '@conf/contract';
import type { Db, Queryable } from '../../db';
import { one } from '../../db';
import type { ServerConfig } from '../../config';
import { BizError } from '../../lib/errors';
import { fenToYuan, type OrderKind, type OrderRow } from '../orders';
import { splitTax } from './amounts';
import { COMPANY, ownTitle } from './titles';
import { invoiceProviderFor, serialOf, type InvoiceLine, type InvoiceRequest, type IssuedDocument, type Party } from './provider';
import { mailProvider } from './mail';

export type InvoiceStatus = 'pending' | 'issuing' | 'issued' | 'failed' | 'reversing' | 'reversed';
export type InvoiceKind = 'normal' | 'special';

export const INVOICE_STATUS_TEXT: Record<InvoiceStatus, string> = {
  pending: '待开票',
  issuing: '开票中',
  issued: '已开票',
  failed: '开票失败',
  reversing: '冲红中',
  reversed: '已红冲',
};
export const KIND_TEXT: Record<InvoiceKind, string> = { normal: '普通电子发票', special: '增值税专用发票' };

/** What each kind of order is called on an invoice (税收分类 between asterisks). */
const ITEM_NAMES: Record<OrderKind, string> = { meeting: '*会议服务*会议注册费', hotel: '*住宿服务*住宿费' };

export interface ApplicationRow {
  id: number;
  user_id: number;
  status: InvoiceStatus;
  kind: InvoiceKind;
  title_id: number | null;
  buyer_type: number;
  buyer_name: string;
  buyer_tax_no: string;
  buyer_address: string;
  buyer_phone: string;
  buyer_bank: string;
  buyer_account: string;
  email: string;
  amount: number;
  fail_reason: string;
  created_at: Date;
  updated_at: Date;
}

export interface ApplyInput {
  orderSns: string[];
  titleId: number;
  kind: InvoiceKind;
  email?: string;
}

/** The buyer copied from the caller's title, checked against the kind of invoice. */
async function buyerFrom(q: Queryable, userId: number, titleId: number, kind: InvoiceKind, email: string | undefined) {
  const t = (await ownTitle(q, userId, titleId)) as unknown as Record<string, string | number>;
  if (kind === 'special' && t.type !== COMPANY) throw new BizError('增值税专用发票仅限企业抬头');
  const to = (email ?? '').trim() || String(t.email);
  if (!isEmail(to)) throw new BizError('请填写正确的接收邮箱');
  return [titleId, t.type, t.title, t.tax_number, t.address, t.phone, t.bank, t.account, to];
}

/**
 * Applies for one invoice over some of the caller's paid orders, in the caller's transaction. The
 * orders are locked (in id order, so two applications cannot deadlock) and checked under the lock;
 * the unique index on live items stands behind the check.
 */
export async function applyInvoice(q: Queryable, userId: number, input: ApplyInput): Promise<number> {
  const sns = [...new Set(input.orderSns.map((s) => s.trim()).filter(Boolean))];
  if (!sns.length) throw new BizError('请选择要开票的订单');
  const orders = await q.query<OrderRow>('SELECT * FROM orders WHERE order_sn = ANY($1::text[]) AND user_id = $2 ORDER BY id FOR UPDATE', [
    sns,
    userId,
  ]);
  if (orders.length !== sns.length) throw new BizError('订单不存在');
  for (const o of orders) {
    if (o.status !== 'paid') throw new BizError(`订单 ${o.order_sn} 不是已支付状态，不能开票`);
    if (o.pay_amount <= 0) throw new BizError(`订单 ${o.order_sn} 实付金额为0，无需开票`);
  }
  const taken = await q.query<{ order_sn: string }>(
    'SELECT o.order_sn FROM invoice_items i JOIN orders o ON o.id = i.order_id WHERE i.live AND i.order_id = ANY($1::int[])',
    [orders.map((o) => o.id)],
  );
  if (taken.length) throw new BizError(`订单 ${taken[0].order_sn} 已申请过发票，不能重复开票`);
  const buyer = await buyerFrom(q, userId, input.titleId, input.kind, input.email);
  const amount = orders.reduce((s, o) => s + o.pay_amount, 0);
  const [app] = await q.query<{ id: number }>(
    `INSERT INTO invoice_applications (user_id, kind, amount, title_id, buyer_type, buyer_name, buyer_tax_no, buyer_address, buyer_phone, buyer_bank, buyer_account, email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [userId, input.kind, amount, ...buyer],
  );
  for (const o of orders)
    await q.query('INSERT INTO invoice_items (invoice_id, order_id, amount) VALUES ($1, $2, $3)', [app.id, o.id, o.pay_amount]);
  return app.id;
}

/** The caller's own application, locked; someone else's looks missing. */
async function lockOwn(q: Queryable, userId: number, id: number): Promise<ApplicationRow> {
  const row = await one<ApplicationRow>(q, 'SELECT * FROM invoice_applications WHERE id = $1 AND user_id = $2 FOR UPDATE', [id, userId]);
  if (!row) throw new BizError('发票申请不存在');
  return row;
}

export async function ownApplication(q: Queryable, userId: number, id: number): Promise<ApplicationRow> {
  const row = await one<ApplicationRow>(q, 'SELECT * FROM invoice_applications WHERE id = $1 AND user_id = $2', [id, userId]);
  if (!row) throw new BizError('发票申请不存在');
  return row;
}

/** Changes the title, kind or email of an application not issued yet (待开票 or 开票失败). */
export async function editApplication(
  q: Queryable,
  userId: number,
  id: number,
  input: Partial<Omit<ApplyInput, 'orderSns'>>,
): Promise<void> {
  const app = await lockOwn(q, userId, id);
  if (app.status !== 'pending' && app.status !== 'failed') throw new BizError(`发票${INVOICE_STATUS_TEXT[app.status]}，不能修改`);
  const kind = input.kind ?? app.kind;
  const buyer = input.titleId
    ? await buyerFrom(q, userId, input.titleId, kind, input.email ?? app.email)
    : await (async () => {
        if (kind === 'special' && app.buyer_type !== COMPANY) throw new BizError('增值税专用发票仅限企业抬头');
        const to = (input.email ?? app.email).trim();
        if (!isEmail(to)) throw new BizError('请填写正确的接收邮箱');
        return [
          app.title_id,
          app.buyer_type,
          app.buyer_name,
          app.buyer_tax_no,
          app.buyer_address,
          app.buyer_phone,
          app.buyer_bank,
          app.buyer_account,
          to,
        ];
      })();
  await q.query(
    `UPDATE invoice_applications SET kind = $2, title_id = $3, buyer_type = $4, buyer_name = $5, buyer_tax_no = $6, buyer_address = $7, buyer_phone = $8,
            buyer_bank = $9, buyer_account = $10, email = $11, status = 'pending', fail_reason = '', updated_at = now() WHERE id = $1`,
    [id, kind, ...buyer],
  );
}

const partyOf = (a: ApplicationRow): Party => ({
  name: a.buyer_name,
  taxNo: a.buyer_tax_no,
  address: a.buyer_address,
  phone: a.buyer_phone,
  bank: a.buyer_bank,
  account: a.buyer_account,
});

async function linesOf(q: Queryable, config: ServerConfig, invoiceId: number, sign: 1 | -1): Promise<InvoiceLine[]> {
  const items = await q.query<{ amount: number; kind: OrderKind; title: string; order_sn: string }>(
    'SELECT i.amount, o.kind, o.title, o.order_sn FROM invoice_items i JOIN orders o ON o.id = i.order_id WHERE i.invoice_id = $1 ORDER BY o.id',
    [invoiceId],
  );
  return items.map((i) => ({
    name: ITEM_NAMES[i.kind],
    spec: i.title,
    orderSn: i.order_sn,
    ...splitTax(sign * i.amount, config.invoice.taxRates[i.kind]),
  }));
}

const newToken = () => randomBytes(24).toString('base64url');

/** The address a document is downloaded from: its token is the only key, 32 random characters. */
export const documentUrl = (token: string) => `/api/ms.invoice/document/${token}.pdf`;

/**
 * What the provider has under the request's serial, else a new invoice. Asked first because an earlier
 * call with this serial may have issued and lost its answer (a timeout, a crash): that invoice is the one.
 */
async function issueOnce(db: Db, req: InvoiceRequest): Promise<IssuedDocument> {
  const provider = invoiceProviderFor(db);
  return (await provider.query(req.serial)) ?? provider.issue(req);
}

const taxOf = (lines: InvoiceLine[]) => lines.reduce((s, l) => s + l.tax, 0);

/**
 * Records the blue invoice the provider issued for an application not recorded as issued yet (开票中,
 * or reset meanwhile by the recovery job), and mails it. False when another call recorded it first.
 */
export async function recordIssued(db: Db, config: ServerConfig, app: ApplicationRow, doc: IssuedDocument): Promise<boolean> {
  const token = newToken();
  const lines = await linesOf(db, config, app.id, 1);
  const recorded = await db.tx(async (q) => {
    const won = await q.query(
      "UPDATE invoice_applications SET status = 'issued', fail_reason = '', updated_at = now() WHERE id = $1 AND status IN ('pending', 'issuing', 'failed') RETURNING id",
      [app.id],
    );
    if (!won.length) return false;
    await q.query(
      'INSERT INTO invoice_documents (invoice_id, color, number, issued_at, amount, tax, token, pdf) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [app.id, 'blue', doc.number, doc.issuedAt, app.amount, taxOf(lines), token, doc.pdf],
    );
    return true;
  });
  if (!recorded) return false;
  await mailProvider()
    .send({
      to: app.email,
      subject: `电子发票 ${doc.number}`,
      text: `您申请的${KIND_TEXT[app.kind]}已开具，金额 ¥${fenToYuan(app.amount)}，抬头「${app.buyer_name}」。下载：${config.publicBaseUrl}${documentUrl(token)}`,
      attachments: [{ filename: `${doc.number}.pdf`, content: doc.pdf }],
    })
    .catch(() => undefined);
  return true;
}

/** Records the red invoice of an issued (or 冲红中) application: 已红冲, its orders free again. False when recorded already. */
export async function recordReversed(db: Db, config: ServerConfig, app: ApplicationRow, doc: IssuedDocument): Promise<boolean> {
  const lines = await linesOf(db, config, app.id, -1);
  return db.tx(async (q) => {
    const won = await q.query(
      "UPDATE invoice_applications SET status = 'reversed', updated_at = now() WHERE id = $1 AND status IN ('issued', 'reversing') RETURNING id",
      [app.id],
    );
    if (!won.length) return false;
    await q.query(
      'INSERT INTO invoice_documents (invoice_id, color, number, issued_at, amount, tax, token, pdf) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [app.id, 'red', doc.number, doc.issuedAt, -app.amount, taxOf(lines), newToken(), doc.pdf],
    );
    await q.query('UPDATE invoice_items SET live = false WHERE invoice_id = $1', [app.id]);
    return true;
  });
}

/**
 * Issues a 待开票 or 开票失败 application through the provider. The claim (→ 开票中) is a conditional
 * update, so two instances or a user and the job cannot issue it twice; the provider is called outside
 * any transaction under the application's serial, and the outcome is written in one. Answers whether
 * this call issued it.
 */
export async function issueInvoice(db: Db, config: ServerConfig, id: number, userId?: number): Promise<boolean> {
  const [app] = await db.query<ApplicationRow>(
    `UPDATE invoice_applications SET status = 'issuing', updated_at = now()
      WHERE id = $1 AND status IN ('pending', 'failed') ${userId === undefined ? '' : 'AND user_id = $2'} RETURNING *`,
    userId === undefined ? [id] : [id, userId],
  );
  if (!app) return false;
  let doc;
  const lines = await linesOf(db, config, id, 1);
  try {
    doc = await issueOnce(db, {
      serial: serialOf(id, 'blue'),
      color: 'blue',
      kind: app.kind,
      seller: config.invoice.seller,
      buyer: partyOf(app),
      lines,
    });
  } catch (error) {
    await db.query(
      "UPDATE invoice_applications SET status = 'failed', fail_reason = $2, updated_at = now() WHERE id = $1 AND status = 'issuing'",
      [id, String((error as Error).message || error).slice(0, 200)],
    );
    return false;
  }
  return recordIssued(db, config, app, doc);
}

/**
 * Reverses an issued invoice (快速红冲): a red invoice with the negative amounts, linked to the
 * original; the application becomes 已红冲 and its orders are free again (to be refunded or invoiced
 * anew). A provider failure puts it back to 已开票 and says why.
 */
export async function reverseInvoice(db: Db, config: ServerConfig, id: number, userId?: number): Promise<void> {
  const [app] = await db.query<ApplicationRow>(
    `UPDATE invoice_applications SET status = 'reversing', updated_at = now()
      WHERE id = $1 AND status = 'issued' ${userId === undefined ? '' : 'AND user_id = $2'} RETURNING *`,
    userId === undefined ? [id] : [id, userId],
  );
  if (!app) {
    const current =
      userId === undefined
        ? await one<ApplicationRow>(db, 'SELECT * FROM invoice_applications WHERE id = $1', [id])
        : await ownApplication(db, userId, id);
    if (!current) throw new BizError('发票申请不存在');
    throw new BizError(
      current.status === 'reversed' ? '发票已红冲' : `发票${INVOICE_STATUS_TEXT[current.status]}，只有已开票的发票可以红冲`,
    );
  }
  const [blue] = await db.query<{ number: string; issued_at: Date }>(
    "SELECT number, issued_at FROM invoice_documents WHERE invoice_id = $1 AND color = 'blue'",
    [id],
  );
  const lines = await linesOf(db, config, id, -1);
  let doc;
  try {
    doc = await issueOnce(db, {
      serial: serialOf(id, 'red'),
      color: 'red',
      kind: app.kind,
      seller: config.invoice.seller,
      buyer: partyOf(app),
      lines,
      original: { number: blue.number, issuedAt: blue.issued_at },
    });
  } catch (error) {
    await db.query("UPDATE invoice_applications SET status = 'issued', updated_at = now() WHERE id = $1 AND status = 'reversing'", [id]);
    throw new BizError(`红冲失败：${String((error as Error).message || error).slice(0, 100)}，请稍后重试`);
  }
  await recordReversed(db, config, app, doc);
}

/** Why a paid order cannot be refunded because of its invoice, or null (the orders' refund hook). */
export async function invoiceRefundBlocker(q: Queryable, order: OrderRow): Promise<string | null> {
  const [row] = await q.query<{ status: InvoiceStatus }>(
    'SELECT a.status FROM invoice_items i JOIN invoice_applications a ON a.id = i.invoice_id WHERE i.order_id = $1 AND i.live',
    [order.id],
  );
  if (!row) return null;
  return row.status === 'issued' || row.status === 'reversing'
    ? '该订单已开具发票，请先在「我的发票」中将发票红冲，再申请退款'
    : `该订单的发票${INVOICE_STATUS_TEXT[row.status]}，请开票完成并红冲后再申请退款`;
}

/** The job: issues what is waiting (applications whose immediate issue did not happen). */
export async function issuePendingInvoices(db: Db, config: ServerConfig): Promise<number> {
  // The app asks for the invoice right after applying; the job only takes what that left waiting.
  const due = await db.query<{ id: number }>(
    "SELECT id FROM invoice_applications WHERE status = 'pending' AND updated_at < now() - interval '30 seconds' ORDER BY id LIMIT 20",
  );
  let n = 0;
  for (const a of due) if (await issueInvoice(db, config, a.id)) n += 1;
  return n;
}

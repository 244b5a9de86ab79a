import type { Queryable } from '../../db';
import { pageOf, type Paging } from '../../http/paging';
import { STATUS_TEXT, type OrderStatus } from '../orders';
import { documentUrl, INVOICE_STATUS_TEXT, KIND_TEXT, ownApplication, type InvoiceStatus } from './applications';

const meetingFilter = (meetingId: number | undefined, n: number) => (meetingId ? `AND o.meeting_id = $${n}` : '');

/** The caller's paid orders with money paid and no live invoice: what they can apply for, newest first. */
export async function invoiceableOrders(q: Queryable, userId: number, meetingId: number | undefined, paging: Paging) {
  const page = await pageOf<{ status: OrderStatus }>(
    q,
    `SELECT o.order_sn, o.kind, o.title, o.status, o.pay_amount, o.paid_at, o.meeting_id, m.title AS meeting_title
       FROM orders o JOIN meetings m ON m.id = o.meeting_id
      WHERE o.user_id = $1 AND o.status = 'paid' AND o.pay_amount > 0 ${meetingFilter(meetingId, 2)}
        AND NOT EXISTS (SELECT 1 FROM invoice_items i WHERE i.order_id = o.id AND i.live)
      ORDER BY o.paid_at DESC, o.id DESC`,
    meetingId ? [userId, meetingId] : [userId],
    paging,
  );
  return { ...page, data: page.data.map((o) => ({ ...o, status_text: STATUS_TEXT[o.status] })) };
}

/** The caller's invoice applications, newest first; with a meeting, those covering one of its orders. */
export async function listApplications(q: Queryable, userId: number, meetingId: number | undefined, paging: Paging) {
  const page = await pageOf<{ id: number; status: InvoiceStatus; kind: 'normal' | 'special' }>(
    q,
    `SELECT a.id, a.status, a.kind, a.buyer_name, a.amount, a.email, a.created_at, a.updated_at,
            (SELECT count(*)::int FROM invoice_items i WHERE i.invoice_id = a.id) AS order_count,
            (SELECT string_agg(o.title, '、' ORDER BY o.id) FROM invoice_items i JOIN orders o ON o.id = i.order_id WHERE i.invoice_id = a.id) AS order_titles
       FROM invoice_applications a
      WHERE a.user_id = $1 ${meetingId ? 'AND EXISTS (SELECT 1 FROM invoice_items i JOIN orders o ON o.id = i.order_id WHERE i.invoice_id = a.id AND o.meeting_id = $2)' : ''}
      ORDER BY a.id DESC`,
    meetingId ? [userId, meetingId] : [userId],
    paging,
  );
  return { ...page, data: page.data.map((a) => ({ ...a, status_text: INVOICE_STATUS_TEXT[a.status], kind_text: KIND_TEXT[a.kind] })) };
}

/** The status the contract names (Chinese) and, once issued, where the PDF is. */
export async function invoiceStatus(q: Queryable, userId: number, id: number) {
  const app = await ownApplication(q, userId, id);
  const docs = await q.query<{ color: 'blue' | 'red'; number: string; token: string }>(
    'SELECT color, number, token FROM invoice_documents WHERE invoice_id = $1',
    [id],
  );
  const blue = docs.find((d) => d.color === 'blue');
  const red = docs.find((d) => d.color === 'red');
  return {
    id,
    status: INVOICE_STATUS_TEXT[app.status],
    status_code: app.status,
    invoice_no: blue?.number ?? null,
    pdf_url: blue ? documentUrl(blue.token) : null,
    red_invoice_no: red?.number ?? null,
    red_pdf_url: red ? documentUrl(red.token) : null,
    fail_reason: app.fail_reason,
  };
}

/** Everything the invoice detail page shows, with what the user may do next. */
export async function describeApplication(q: Queryable, userId: number, id: number) {
  const app = await ownApplication(q, userId, id);
  const items = await q.query(
    `SELECT o.order_sn, o.kind, o.title, i.amount, m.title AS meeting_title FROM invoice_items i
       JOIN orders o ON o.id = i.order_id JOIN meetings m ON m.id = o.meeting_id WHERE i.invoice_id = $1 ORDER BY o.id`,
    [id],
  );
  const documents = (
    await q.query<{ color: string; number: string; issued_at: Date; amount: number; tax: number; token: string }>(
      'SELECT color, number, issued_at, amount, tax, token FROM invoice_documents WHERE invoice_id = $1 ORDER BY id',
      [id],
    )
  ).map(({ token, ...d }) => ({ ...d, pdf_url: documentUrl(token) }));
  const { user_id: _user, ...fields } = app;
  return {
    ...fields,
    ...(await invoiceStatus(q, userId, id)),
    kind_text: KIND_TEXT[app.kind],
    items,
    documents,
    can_edit: app.status === 'pending' || app.status === 'failed',
    can_issue: app.status === 'pending' || app.status === 'failed',
    can_reverse: app.status === 'issued',
  };
}

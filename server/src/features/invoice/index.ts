import type { FastifyInstance } from 'fastify';
import type { Feature } from '../types';
import type { OrderKindHooks } from '../orders';
import { invoiceRoutes } from './routes';
import { applicationRoutes } from './applicationRoutes';
import { seedInvoiceTitles } from './seed';
import { seedCompanyRegistry } from './registry';
import { INVOICE_STATUS_TEXT, invoiceRefundBlocker, issuePendingInvoices, type InvoiceStatus } from './applications';
import { invoiceCommands } from './commands';
import { recoverStuckInvoices } from './recovery';
import { LogMailProvider, useMailProvider } from './mail';
import { ownList, pageId } from '../../static/firstAnswers';

// An invoiced order is reversed before it is refunded; its detail says how its invoice stands.
const everyOrder: OrderKindHooks = {
  refundBlocker: invoiceRefundBlocker,
  async describe(q, order) {
    const [row] = await q.query<{ id: number; status: InvoiceStatus }>(
      'SELECT a.id, a.status FROM invoice_items i JOIN invoice_applications a ON a.id = i.invoice_id WHERE i.order_id = $1 AND i.live',
      [order.id],
    );
    return { invoice: row ? { id: row.id, status: INVOICE_STATUS_TEXT[row.status] } : null };
  },
};

export { INVOICE_STATUS_TEXT, KIND_TEXT, type InvoiceKind, type InvoiceStatus } from './applications';

/** /invoice?id=: the meeting whose orders it lists, as the page reads it (a positive integer, else every meeting's). */
function invoiceMeeting(query: URLSearchParams): Record<string, string> {
  const id = Number(query.get('id'));
  return Number.isInteger(id) && id > 0 ? { meeting_id: String(id) } : {};
}

function routes(app: FastifyInstance): void {
  useMailProvider(new LogMailProvider((message) => app.log.info(message)));
  invoiceRoutes(app);
  applicationRoutes(app);
}

/** Invoices: titles, applications over paid orders, issuing through a provider, red reversal, company search. */
export const invoice: Feature = {
  name: 'invoice',
  tag: { name: '发票', description: '发票抬头、开票申请、电子发票开具与红冲、企业查询' },
  routes,
  demo: [
    { key: 'invoice', run: seedInvoiceTitles },
    { key: 'invoice:company-registry', run: seedCompanyRegistry },
  ],
  // A logged-in user's orders to invoice (the tab /invoice opens at) and invoice titles, as mf-order-invoice asks;
  // a visitor is asked to log in (no call), as on the application and title forms.
  firstCalls: [
    { path: /^\/invoice(\/title|\/edit|\/titleAdd)?$/, calls: () => [], whole: true },
    ownList(/^\/invoice$/, 'api/ms.invoice/get_my_invoice_list', 10, (query) => ({ tab: 'orders', ...invoiceMeeting(query) })),
    ownList(/^\/invoice\/title$/, 'api/ms.invoice/get_invocie_info_list', 20),
    // An application over some orders reads the user's titles (the first page, as the form asks for it to choose
    // from); an application's own page reads it too.
    {
      path: /^\/invoice\/edit$/,
      signedIn: true,
      whole: true,
      calls: (_, query) => [
        'POST api/ms.invoice/get_invocie_info_list?page=1&limit=20',
        ...(query.has('id') ? [`POST api/ms.invoice/get_my_invoice_info?id=${pageId(query.get('id'))}`] : []),
      ],
    },
    // A new title's form calls nothing; an edited one reads that title.
    {
      path: /^\/invoice\/titleAdd$/,
      signedIn: true,
      whole: true,
      calls: (_, query) => (query.has('id') ? [`POST api/ms.invoice/get_user_invoice?id=${pageId(query.get('id'))}`] : []),
    },
  ],
  jobs: [
    { name: 'issue-pending-invoices', everyMs: 5000, run: issuePendingInvoices },
    { name: 'recover-stuck-invoices', everyMs: 60_000, run: recoverStuckInvoices },
  ],
  commands: invoiceCommands,
  orderKinds: [{ kind: 'every', hooks: everyOrder }],
};

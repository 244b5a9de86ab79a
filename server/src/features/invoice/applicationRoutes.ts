import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CompanyPage,
  CompanySearchInput,
  InvoiceApplyInput,
  InvoiceDetail,
  InvoiceEditInput,
  InvoiceList,
  InvoiceListInput,
  InvoiceRef,
  InvoiceState,
  type InvoiceKindInput,
} from '@conf/contract';
import { AUTH, currentUser } from '../../http/auth';
import { failure, ok } from '../../http/envelope';
import { applyInvoice, editApplication, issueInvoice, reverseInvoice, type InvoiceKind } from './applications';
import { describeApplication, invoiceableOrders, invoiceStatus, listApplications } from './views';
import { searchCompanies } from './registry';

/** The contract's kinds, also by their Chinese names. */
const KINDS: Record<InvoiceKindInput, InvoiceKind> = {
  normal: 'normal',
  special: 'special',
  普通电子发票: 'normal',
  增值税专用发票: 'special',
};

/** Applying for invoices over paid orders, issuing and reversing them, and their documents. */
export function applicationRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/ms.invoice/get_my_invoice_list',
    {
      config: AUTH,
      schema: {
        summary: '我的发票：tab=applications 发票申请（默认），tab=orders 可开票订单；meeting_id 只看该会议的',
        body: InvoiceListInput,
        answer: InvoiceList,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const { tab, meeting_id: meetingId, ...paging } = req.body ?? {};
      return ok(
        tab === 'orders'
          ? await invoiceableOrders(app.db, me.id, meetingId, paging)
          : await listApplications(app.db, me.id, meetingId, paging),
      );
    },
  );

  app.post(
    '/api/ms.invoice/apply_invoice',
    {
      config: AUTH,
      schema: {
        summary: '申请开票：一张发票包含所选的已支付订单（每个订单只能开一次）',
        body: InvoiceApplyInput,
        answer: InvoiceState,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const { order_sns: sns, title_id: titleId, kind, email } = req.body;
      const id = await app.db.tx((q) =>
        applyInvoice(q, me.id, { orderSns: sns.split(','), titleId, kind: KINDS[kind ?? 'normal'], email }),
      );
      return ok(await invoiceStatus(app.db, me.id, id), '开票申请已提交');
    },
  );

  app.post(
    '/api/ms.invoice/edit_my_invoice_application',
    {
      config: AUTH,
      schema: {
        summary: '修改未开具的发票申请（抬头、类型、邮箱）',
        body: InvoiceEditInput,
        answer: InvoiceDetail,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const { id, title_id: titleId, kind, email } = req.body;
      await app.db.tx((q) => editApplication(q, me.id, id, { titleId, kind: kind ? KINDS[kind] : undefined, email }));
      return ok(await describeApplication(app.db, me.id, id), '已修改');
    },
  );

  app.post(
    '/api/ms.invoice/get_my_invoice_info',
    { config: AUTH, schema: { summary: '发票申请详情', body: InvoiceRef, answer: InvoiceDetail } },
    async (req) => ok(await describeApplication(app.db, currentUser(req).id, req.body.id)),
  );

  app.post(
    '/api/ms.invoice/output_invoice_query',
    { config: AUTH, schema: { summary: '开票状态与 PDF 地址', body: InvoiceRef, answer: InvoiceState } },
    async (req) => ok(await invoiceStatus(app.db, currentUser(req).id, req.body.id)),
  );

  app.post(
    '/api/ms.invoice/output_invoice',
    { config: AUTH, schema: { summary: '开具发票（待开票或开票失败的申请，立即开具）', body: InvoiceRef, answer: InvoiceState } },
    async (req) => {
      const me = currentUser(req);
      await invoiceStatus(app.db, me.id, req.body.id);
      await issueInvoice(app.db, app.config, req.body.id, me.id);
      const status = await invoiceStatus(app.db, me.id, req.body.id);
      return status.status_code === 'failed'
        ? failure(`开票失败：${status.fail_reason}`, status)
        : ok(status, status.status_code === 'issued' ? '发票已开具' : `发票${status.status}`);
    },
  );

  app.post(
    '/api/ms.invoice/output_invoice_fastred',
    {
      config: AUTH,
      schema: { summary: '快速红冲：开具红字发票，原发票作废，订单可退款或重新开票', body: InvoiceRef, answer: InvoiceState },
    },
    async (req) => {
      const me = currentUser(req);
      await reverseInvoice(app.db, app.config, req.body.id, me.id);
      return ok(await invoiceStatus(app.db, me.id, req.body.id), '发票已红冲');
    },
  );

  app.post(
    '/api/ms.invoice/company_search',
    {
      config: AUTH,
      schema: {
        summary: '按名称查企业（本地企业库），填写抬头时联想',
        body: CompanySearchInput,
        answer: CompanyPage,
      },
    },
    async (req) => {
      const { keyword, ...paging } = req.body;
      return ok(await searchCompanies(app.db, keyword, paging));
    },
  );

  // Opened by the browser (no token header): the random token in the address is the key.
  app.get(
    '/api/ms.invoice/document/:file',
    {
      schema: {
        summary: '发票 PDF（地址含随机令牌，无法猜测）',
        params: Type.Object({ file: Type.Optional(Type.String({ title: '文件', maxLength: 40 })) }),
        answerMedia: 'application/pdf',
      },
    },
    async (req, reply) => {
      const token = /^([A-Za-z0-9_-]{32})\.pdf$/.exec(req.params.file ?? '')?.[1];
      const [doc] = token
        ? await app.db.query<{ number: string; pdf: Buffer }>('SELECT number, pdf FROM invoice_documents WHERE token = $1', [token])
        : [];
      if (!doc) return reply.code(404).send(failure('发票文件不存在'));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${doc.number}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(doc.pdf));
    },
  );
}

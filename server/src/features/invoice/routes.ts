import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { Id, InvoiceTitle, InvoiceTitleInput, Page, PagingProperties } from '@conf/contract';
import { AUTH, currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { fail } from '../../lib/errors';
import { pageOf } from '../../http/paging';
import { lockOwner, makeDefault, ownTitle, saveTitle, TITLE_COLUMNS } from './titles';

const TitleRef = Type.Object({ id: Id('发票抬头ID') });
const idSchema = (summary: string, answer: TSchema = Type.Null()) => ({ summary, body: TitleRef, answer });

/**
 * Invoice titles (发票抬头) of the caller; nobody sees or changes anyone else's. Bodies and answers are
 * @conf/contract's schemas, which mf-order-invoice types its calls with.
 */
export function invoiceRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  // (sic) the spec's path is spelled "invocie".
  app.post(
    '/api/ms.invoice/get_invocie_info_list',
    {
      config: AUTH,
      schema: { summary: '我的发票抬头（分页，默认抬头在前）', body: Type.Object(PagingProperties), answer: Page(InvoiceTitle) },
    },
    async (req) => {
      const user = currentUser(req);
      const sql = `SELECT ${TITLE_COLUMNS} FROM invoice_titles WHERE user_id = $1 ORDER BY is_default DESC, id DESC`;
      return ok(await pageOf<InvoiceTitle>(app.db, sql, [user.id], req.body ?? {}));
    },
  );

  app.post('/api/ms.invoice/get_user_invoice', { config: AUTH, schema: idSchema('发票抬头详情', InvoiceTitle) }, async (req) => {
    const user = currentUser(req);
    return ok(await ownTitle(app.db, user.id, req.body.id));
  });

  app.post(
    '/api/ms.invoice/submit_user_invoice',
    { config: AUTH, schema: { summary: '添加（无 id）或修改（有 id）发票抬头', body: InvoiceTitleInput, answer: InvoiceTitle } },
    async (req) => {
      const user = currentUser(req);
      const id = await saveTitle(app.db, user.id, req.body);
      return ok(await ownTitle(app.db, user.id, id), '保存成功');
    },
  );

  app.post('/api/ms.invoice/set_default_invoice', { config: AUTH, schema: idSchema('设为默认发票抬头') }, async (req) => {
    const user = currentUser(req);
    await app.db.tx(async (q) => {
      await lockOwner(q, user.id);
      await ownTitle(q, user.id, req.body.id);
      await makeDefault(q, user.id, req.body.id);
    });
    return ok(null, '已设为默认抬头');
  });

  app.post('/api/ms.invoice/del_user_invoice', { config: AUTH, schema: idSchema('删除发票抬头') }, async (req) => {
    const user = currentUser(req);
    const deleted = await app.db.query('DELETE FROM invoice_titles WHERE id = $1 AND user_id = $2 RETURNING id', [req.body.id, user.id]);
    if (!deleted.length) fail('发票抬头不存在');
    return ok(null, '已删除');
  });
}

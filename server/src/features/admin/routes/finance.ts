import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AUTH } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { meetingsWhere, type Access } from '../access';
import { FINANCE_KINDS as KINDS, FinancePage, FinanceQuery, Todo, type FinanceKind as Kind, type Permission } from '@conf/contract';
import { listOf } from './schemas';

/**
 * The money work waiting, per kind: which order, in what state, since when, and who may do it. Refunds
 * wait for a review, or (bank transfers) for the money to be recorded as sent back.
 */
const WAITING: Record<Kind, { permission: Permission; sql: string }> = {
  vouchers: {
    permission: 'vouchers.review',
    sql: `SELECT 'voucher:' || v.id AS item, v.order_id, 'pending' AS status, '凭证待审核' AS status_text, v.created_at AS at, v.remark AS reason FROM pay_vouchers v WHERE v.status = 'pending'`,
  },
  refunds: {
    permission: 'refunds.review',
    sql: `SELECT 'refund:' || f.id AS item, f.order_id, f.status, CASE f.status WHEN 'requested' THEN '退款待审核' ELSE '待登记退款' END AS status_text, f.created_at AS at, f.reason
            FROM refunds f JOIN orders fo ON fo.id = f.order_id
           WHERE f.status = 'requested' OR (f.status = 'approved' AND fo.pay_type = 'offline')`,
  },
  invoices: {
    permission: 'finance.read',
    sql: `SELECT 'invoice:' || a.id || ':' || i.order_id AS item, i.order_id, a.status, '开票失败' AS status_text, a.updated_at AS at, a.fail_reason AS reason
            FROM invoice_applications a JOIN invoice_items i ON i.invoice_id = a.id AND i.live WHERE a.status = 'failed'`,
  },
};

/** `meetings` as SQL parameters: everything ('all'), or the ids. */
const scope = (a: Access, permission: Permission) => {
  const mine = meetingsWhere(a, permission);
  return [mine === 'all', mine === 'all' ? [] : mine] as const;
};
const IN_SCOPE = (all: string, ids: string) => `(${all}::boolean OR o.meeting_id = ANY(${ids}::int[]))`;

export function financeRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/admin/todo',
    {
      config: { ...AUTH, admin: { permission: 'console', on: 'caller' } },
      schema: {
        summary: '待办：待审核的转账凭证、待处理的退款、开票失败的发票（我可审核的会议，按会议分列）',
        answer: Todo,
      },
    },
    async (req) => {
      const params = KINDS.flatMap((k) => scope(req.access, WAITING[k].permission));
      const count = (k: Kind, i: number) =>
        `(SELECT count(DISTINCT w.order_id) FROM (${WAITING[k].sql}) w JOIN orders o ON o.id = w.order_id WHERE o.meeting_id = m.id AND ${IN_SCOPE(`$${i * 2 + 1}`, `$${i * 2 + 2}`)})::int`;
      const rows = await app.db.query<{
        meeting_id: number;
        title: string;
        vouchers_waiting: number;
        refunds_waiting: number;
        invoices_failed: number;
      }>(
        `SELECT * FROM (SELECT m.id AS meeting_id, m.title, ${count('vouchers', 0)} AS vouchers_waiting, ${count('refunds', 1)} AS refunds_waiting, ${count('invoices', 2)} AS invoices_failed
                          FROM meetings m) t
          WHERE vouchers_waiting + refunds_waiting + invoices_failed > 0 ORDER BY meeting_id`,
        params,
      );
      const sum = (f: 'vouchers_waiting' | 'refunds_waiting' | 'invoices_failed') => rows.reduce((s, r) => s + r[f], 0);
      return ok({
        vouchers_waiting: sum('vouchers_waiting'),
        refunds_waiting: sum('refunds_waiting'),
        invoices_failed: sum('invoices_failed'),
        by_meeting: rows,
      });
    },
  );

  app.get(
    '/api/admin/finance',
    {
      config: { ...AUTH, admin: { permission: 'finance.read', on: 'caller' } },
      schema: {
        summary: '跨会议财务：待审核凭证、待处理退款、开票失败的发票（我有财务权限的会议），最早的在前',
        querystring: FinanceQuery,
        answer: FinancePage,
      },
    },
    async (req) => {
      const { kind, ...paging } = req.query;
      return ok(
        await listOf(
          app.db,
          `SELECT w.item, o.order_sn, o.meeting_id, m.title AS meeting_title, w.status, w.status_text, o.pay_amount, o.pay_type,
                  coalesce(nullif(o.contact_name, ''), u.nickname) AS buyer_name, coalesce(nullif(o.contact_mobile, ''), u.mobile) AS buyer_mobile, w.at, w.reason
             FROM (${WAITING[kind].sql}) w JOIN orders o ON o.id = w.order_id JOIN meetings m ON m.id = o.meeting_id JOIN users u ON u.id = o.user_id
            WHERE ${IN_SCOPE('$1', '$2')}
            ORDER BY w.at, o.id`,
          [...scope(req.access, WAITING[kind].permission)],
          paging,
        ),
      );
    },
  );
}

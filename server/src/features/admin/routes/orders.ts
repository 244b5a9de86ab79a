import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ConsoleOrderDetail,
  ConsoleOrderPage,
  ConsoleOrderQuery,
  OrderSnInput,
  OrderStatusChange,
  ReasonInput,
  ResendAnswer,
  type Permission,
} from '@conf/contract';
import { audit, idempotent } from '../../../core';
import { enforce, sendMessage, type Limit } from '../../account';
import { AUTH } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { BizError } from '../../../lib/errors';
import {
  closeOpenTrade,
  describeOrder,
  findOrder,
  lockOrder,
  paidMessageOf,
  STATUS_TEXT,
  takeMoneyAction,
  type MoneyAction,
  type OrderStatus,
} from '../../orders';
import { listOf, meetingParams, orderParams } from './schemas';
import { MEETING_ZONE } from '../figures';

/** The console's money actions: path, the permission, the action, and whether a reason is asked. */
const ACTIONS: { path: string; permission: Permission; action: MoneyAction; summary: string; done: string; reason?: true }[] = [
  {
    path: 'voucher/approve',
    permission: 'vouchers.review',
    action: 'voucher.approve',
    summary: '转账凭证审核通过（订单确认收款）',
    done: '已确认收款',
  },
  {
    path: 'voucher/reject',
    permission: 'vouchers.review',
    action: 'voucher.reject',
    summary: '驳回转账凭证（须填原因，用户可重新提交）',
    done: '已驳回转账凭证',
    reason: true,
  },
  {
    path: 'refund/approve',
    permission: 'refunds.review',
    action: 'refund.approve',
    summary: '同意退款（有人已签到或发票未红冲时拒绝）',
    done: '已同意退款',
  },
  {
    path: 'refund/reject',
    permission: 'refunds.review',
    action: 'refund.reject',
    summary: '拒绝退款申请（须填原因，订单恢复为已支付）',
    done: '已拒绝退款申请',
    reason: true,
  },
  {
    path: 'refund/mark-paid',
    permission: 'refunds.markPaid',
    action: 'refund.markPaid',
    summary: '登记转账订单的退款已线下退回（订单变为已退款）',
    done: '已登记退款',
  },
  {
    path: 'cancel',
    permission: 'orders.cancel',
    action: 'order.cancel',
    summary: '取消待支付订单（须填原因，名额与优惠券退回）',
    done: '订单已取消',
    reason: true,
  },
];

/** A buyer asked twice is helped; a console that keeps sending is not. */
const RESEND: Limit = { bucket: 'admin_resend', max: 3, windowSec: 3600 };

export function adminOrderRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/admin/orders/:order_sn/resend',
    {
      config: { ...AUTH, admin: { permission: 'orders.resend', on: 'order' } },
      schema: { summary: '重新发送报名/支付成功通知给下单人（每单每小时至多 3 次）', params: orderParams, answer: ResendAnswer },
    },
    async (req) => {
      const orderSn = req.params.order_sn;
      await app.db.tx(async (q) => {
        const order = await lockOrder(q, orderSn);
        if (order.status !== 'paid') throw new BizError('只有已支付的订单可以重发确认通知');
        const message = paidMessageOf(order);
        if (!message) throw new BizError('该订单没有确认通知');
        await enforce(q, RESEND, orderSn, (wait) => `发送过于频繁，请${wait}后再试`);
        await sendMessage(q, order.user_id, { ...message, kind: 'order' });
        await audit(q, {
          actor: { userId: req.access.userId, ip: req.ip },
          meetingId: order.meeting_id,
          action: 'order.resend',
          target: `order:${orderSn}`,
          after: { title: message.title },
        });
      });
      return ok({ order_sn: orderSn, sent: true }, '确认通知已重新发送');
    },
  );

  app.get(
    '/api/admin/meetings/:id/orders',
    {
      config: { ...AUTH, admin: { permission: 'orders.read', on: 'meeting' } },
      schema: {
        summary: '会议的订单（可按状态、票种、支付方式、支付日期（北京时间）筛选，按订单号、联系人或参会人姓名/手机号搜索）',
        params: meetingParams,
        querystring: ConsoleOrderQuery,
        answer: ConsoleOrderPage,
      },
    },
    async (req) => {
      const { status, q = '', ticket_type_id: ticketType, pay_type: payType, paid_from: paidFrom, paid_to: paidTo, ...paging } = req.query;
      const page = await listOf<{ status: OrderStatus }>(
        app.db,
        `SELECT o.order_sn, o.kind, o.status, o.title, o.pay_amount, o.pay_type, o.contact_name, o.contact_mobile, o.created_at, o.paid_at,
                EXISTS (SELECT 1 FROM pay_vouchers v WHERE v.order_id = o.id AND v.status = 'pending') AS voucher_pending,
                EXISTS (SELECT 1 FROM refunds f WHERE f.order_id = o.id AND f.status = 'requested') AS refund_requested
           FROM orders o
          WHERE o.meeting_id = $1 AND ($2::text[] IS NULL OR o.status = ANY($2::text[]))
            AND ($3 = '' OR o.order_sn = $3 OR o.contact_name ILIKE '%' || $3 || '%' OR o.contact_mobile LIKE '%' || $3 || '%'
                 OR EXISTS (SELECT 1 FROM attendees a WHERE a.order_id = o.id AND (a.name ILIKE '%' || $3 || '%' OR a.mobile LIKE '%' || $3 || '%')))
            AND ($4::int IS NULL OR EXISTS (SELECT 1 FROM attendees a WHERE a.order_id = o.id AND a.ticket_type_id = $4))
            AND ($5::text IS NULL OR o.pay_type = $5)
            -- Paid dates are days of the meeting's clock, as the dashboard's daily sales count them.
            AND ($6::date IS NULL OR o.paid_at >= ($6::date::timestamp AT TIME ZONE ${MEETING_ZONE}))
            AND ($7::date IS NULL OR o.paid_at < (($7::date + 1)::timestamp AT TIME ZONE ${MEETING_ZONE}))
          ORDER BY o.created_at DESC, o.id DESC`,
        [
          req.adminMeetingId,
          status ? status.split(',') : null,
          q.trim(),
          ticketType ?? null,
          payType ?? null,
          paidFrom ?? null,
          paidTo ?? null,
        ],
        paging,
      );
      return ok({ ...page, list: page.list.map((o) => ({ ...o, status_text: STATUS_TEXT[o.status] })) });
    },
  );

  app.get(
    '/api/admin/orders/:order_sn',
    {
      config: { ...AUTH, admin: { permission: 'orders.read', on: 'order' } },
      schema: {
        summary: '订单详情：参会人、支付、转账凭证、退款及其审计记录',
        params: orderParams,
        answer: ConsoleOrderDetail,
      },
    },
    async (req) => {
      const order = await findOrder(app.db, req.params.order_sn);
      const [buyer] = await app.db.query('SELECT nickname, mobile FROM users WHERE id = $1', [order.user_id]);
      const audit = await app.db.query(
        `SELECT CASE WHEN l.actor = 'user' THEN 'user:' || l.actor_user_id ELSE l.actor END AS actor, u.nickname AS actor_name, l.action, l.reason, l.at, l.before, l.after
           FROM audit_log l LEFT JOIN users u ON u.id = l.actor_user_id WHERE l.target = $1 ORDER BY l.id`,
        [`order:${order.order_sn}`],
      );
      return ok({ ...(await describeOrder(app.db, order)), buyer, audit });
    },
  );

  for (const a of ACTIONS) {
    app.post(
      `/api/admin/orders/:order_sn/${a.path}`,
      {
        config: { ...AUTH, admin: { permission: a.permission, on: 'order' } },
        schema: {
          summary: `${a.summary}；带 Idempotency-Key 的重试得到同一答复`,
          params: orderParams,
          ...(a.reason ? { body: ReasonInput } : {}),
          answer: OrderStatusChange,
        },
      },
      // Only the actions that ask a reason have a body.
      async (req: FastifyRequest<{ Body: Partial<ReasonInput>; Params: OrderSnInput }>) => {
        const orderSn = req.params.order_sn;
        const me = req.access.userId;
        // An Alipay trade left open is closed first, so the cancelled order cannot be paid after all.
        if (a.action === 'order.cancel' && (await findOrder(app.db, orderSn)).status === 'unpaid') {
          await closeOpenTrade(app.db, app.config, orderSn).catch((error: unknown) =>
            req.log.warn({ order_sn: orderSn, err: error }, 'alipay close failed'),
          );
        }
        const answer = await idempotent(app.db, req, me, async (q) => {
          await takeMoneyAction(
            q,
            a.action,
            orderSn,
            { userId: me, ip: req.ip },
            { reason: req.body?.reason, expireSeconds: app.config.orderExpireSeconds },
          );
          const order = await findOrder(q, orderSn);
          return { data: { order_sn: order.order_sn, status: order.status }, msg: a.done };
        });
        return ok(answer.data, answer.msg);
      },
    );
  }
}

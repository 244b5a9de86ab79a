import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CancelApplyInput,
  OrderDetail,
  OrderListInput,
  OrderPage,
  OrderSnInput,
  OrderStat,
  OrderStatusChange,
  RefundInput,
} from '@conf/contract';
import { AUTH, currentUser } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { findOrder, lockOrder } from '../machine';
import { cancelOrder } from '../lifecycle';
import { requestRefund, withdrawRefund } from '../refunds';
import { describeOrder, listOrders } from '../views';
import type { OrderKind, OrderRow, OrderStatus } from '../model';
import { alipayFor } from '../payments/alipay/client';
import { settleAlipayTrade } from '../payments/settle';
import { closeOpenTrade } from '../payments/closeTrade';

const listSchema = (summary: string) => ({ summary, body: OrderListInput, answer: OrderPage });

/**
 * An unpaid order that went to Alipay is asked about once when its page is opened: the phone may be
 * back before Alipay's notification, and the page should say "paid" as soon as Alipay knows it. Only
 * for the caller's own order (found before), so nobody else's request makes us call Alipay about it.
 */
async function syncWithAlipay(app: FastifyInstance, order: OrderRow): Promise<OrderRow> {
  if (order.status !== 'unpaid') return order;
  const [pending] = await app.db.query("SELECT 1 FROM payments WHERE order_id = $1 AND status = 'pending'", [order.id]);
  if (!pending) return order;
  const alipay = await alipayFor(app.db, app.config);
  const trade = await alipay.query(order.order_sn).catch(() => undefined);
  if (trade?.status !== 'TRADE_SUCCESS' && trade?.status !== 'TRADE_FINISHED') return order;
  await settleAlipayTrade(app.db, app.config, alipay.appId, { ...trade, outTradeNo: order.order_sn, appId: alipay.appId }).catch(
    () => undefined,
  );
  return findOrder(app.db, order.order_sn, order.user_id);
}

/**
 * Before the caller's own unpaid order is cancelled, its Alipay trade is closed so it can no longer be
 * paid (a trade found paid is booked, and the cancel then meets a paid order). When Alipay cannot be
 * reached the cancel goes on: a payment that still comes for a cancelled order is given back.
 */
async function closeTradeBeforeCancel(app: FastifyInstance, req: FastifyRequest, orderSn: string, userId: number): Promise<void> {
  if ((await findOrder(app.db, orderSn, userId)).status !== 'unpaid') return;
  await closeOpenTrade(app.db, app.config, orderSn).catch((error: unknown) =>
    req.log.warn({ order_sn: orderSn, err: error }, 'alipay close failed'),
  );
}

export function orderRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const list = (kind: OrderKind) => async (req: FastifyRequest<{ Body: OrderListInput }>) => {
    const me = currentUser(req);
    const { status, ...paging } = req.body;
    return ok(await listOrders(app.db, me.id, kind, status ? (status.split(',') as OrderStatus[]) : undefined, paging));
  };
  app.post('/api/ms.order/get_meeting_order_list', { config: AUTH, schema: listSchema('我的会议订单') }, list('meeting'));
  app.post('/api/ms.order/get_hotel_order_list', { config: AUTH, schema: listSchema('我的酒店订单') }, list('hotel'));

  const detail = async (req: FastifyRequest<{ Body: OrderSnInput }>) => {
    const me = currentUser(req);
    return ok(await describeOrder(app.db, await syncWithAlipay(app, await findOrder(app.db, req.body.order_sn, me.id))));
  };
  app.post(
    '/api/ms.order/get_order_detail',
    { config: AUTH, schema: { summary: '订单详情（会议与酒店）', body: OrderSnInput, answer: OrderDetail } },
    detail,
  );
  app.post(
    '/api/ms.meeting/get_meeting_order_detail',
    { config: AUTH, schema: { summary: '会议订单详情', body: OrderSnInput, answer: OrderDetail } },
    detail,
  );
  app.get(
    '/api/wyms/meeting/meeting_apply/details',
    { config: AUTH, schema: { summary: '报名详情（同订单详情）', querystring: OrderSnInput, answer: OrderDetail } },
    (req) => detail({ ...req, body: req.query } as FastifyRequest<{ Body: OrderSnInput }>),
  );

  app.post(
    '/api/ms.order/cancel_order',
    { config: AUTH, schema: { summary: '取消待支付订单（名额与优惠券退回）', body: OrderSnInput, answer: OrderStatusChange } },
    async (req) => {
      const me = currentUser(req);
      await closeTradeBeforeCancel(app, req, req.body.order_sn, me.id);
      const order = await app.db.tx((q) => cancelOrder(q, req.body.order_sn, me.id));
      return ok({ order_sn: order.order_sn, status: order.status }, '订单已取消');
    },
  );

  const refund = async (req: FastifyRequest<{ Body: RefundInput }>) => {
    const me = currentUser(req);
    const order = await app.db.tx((q) => requestRefund(q, req.body.order_sn, me.id, req.body.reason.trim()));
    return ok({ order_sn: order.order_sn, status: order.status }, '退款申请已提交，请等待主办方审核');
  };
  app.post(
    '/api/ms.order/apply_refund',
    { config: AUTH, schema: { summary: '申请退款', body: RefundInput, answer: OrderStatusChange } },
    refund,
  );
  // The spec's "cancel" of a meeting application: the sign-up is withdrawn, i.e. a refund request (or a cancel when unpaid).
  app.post(
    '/api/wyms/meeting/meeting_apply/cancel',
    {
      config: AUTH,
      schema: {
        summary: '取消报名：待支付则取消订单，已支付则申请退款',
        body: CancelApplyInput,
        answer: OrderStatusChange,
      },
    },
    async (req) => {
      const me = currentUser(req);
      await closeTradeBeforeCancel(app, req, req.body.order_sn, me.id);
      const order = await app.db.tx(async (q) => {
        const current = await lockOrder(q, req.body.order_sn, me.id);
        return current.status === 'unpaid'
          ? cancelOrder(q, current.order_sn, me.id)
          : requestRefund(q, current.order_sn, me.id, req.body.reason?.trim() || '不再参加');
      });
      return ok(
        { order_sn: order.order_sn, status: order.status },
        order.status === 'cancelled' ? '订单已取消' : '退款申请已提交，请等待主办方审核',
      );
    },
  );

  app.post(
    '/api/ms.order/cancel_refund',
    { config: AUTH, schema: { summary: '撤销退款申请', body: OrderSnInput, answer: OrderStatusChange } },
    async (req) => {
      const me = currentUser(req);
      const order = await app.db.tx((q) => withdrawRefund(q, req.body.order_sn, me.id));
      return ok({ order_sn: order.order_sn, status: order.status }, '已撤销退款申请');
    },
  );

  app.post(
    '/api/ms.member/get_meeting_order_stat',
    { config: AUTH, schema: { summary: '我的订单各状态数量（会议与酒店）', answer: OrderStat } },
    async (req) => {
      const me = currentUser(req);
      const rows = await app.db.query<{ kind: OrderKind; status: OrderStatus; n: number }>(
        'SELECT kind, status, count(*)::int AS n FROM orders WHERE user_id = $1 GROUP BY kind, status',
        [me.id],
      );
      const counts = (kind: OrderKind) => {
        const c = { unpaid: 0, paid: 0, cancelled: 0, expired: 0, refunding: 0, refunded: 0, total: 0 };
        for (const r of rows.filter((x) => x.kind === kind)) {
          c[r.status] = r.n;
          c.total += r.n;
        }
        return c;
      };
      return ok({ meeting: counts('meeting'), hotel: counts('hotel') });
    },
  );
}

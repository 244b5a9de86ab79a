import type { FastifyInstance } from 'fastify';
import { ORDER_TAB_STATUSES, orderTabOf } from '@conf/contract';
import type { Feature } from '../types';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './payments/routes';
import { sandboxGatewayRoutes } from './payments/alipay/sandbox/gateway';
import { orderJobs } from './jobs';
import { orderCommands } from './commands';
import { seedPaymentSettings } from './seed';
import { ownList } from '../../static/firstAnswers';

export { createOrder, settleFree, markPaid, closeUnpaid, paidMessageOf } from './lifecycle';
export { approveRefund, completeRefund, requestRefund } from './refunds';
export { describeOrder } from './views';
export { takeMoneyAction, type MoneyAction } from './moneyActions';
export { closeOpenTrade } from './payments/closeTrade';
export { useOrderKinds, type OrderKindDeclaration, type OrderKindHooks } from './kinds';
export { lockOrder, findOrder } from './machine';
export { fenToYuan, stockOwner, STATUS_TEXT, type OrderKind, type OrderRow, type OrderStatus } from './model';

/** What the tab an order list's ?status= opens asks for, as the page asks it (全部: no status). */
const tabStatus = (query: URLSearchParams): Record<string, string> => {
  const status = ORDER_TAB_STATUSES[orderTabOf(query.get('status'))];
  return status ? { status } : {};
};

function routes(app: FastifyInstance): void {
  orderRoutes(app);
  paymentRoutes(app);
  // Without merchant keys the server is its own Alipay (see payments/alipay/client.ts).
  if (!app.config.alipay.appId) sandboxGatewayRoutes(app);
}

/** Orders of every kind: their one state machine, payment (Alipay, transfers), refunds and expiry. */
export const orders: Feature = {
  name: 'orders',
  tag: { name: '订单与支付', description: '会议与酒店订单、支付宝支付（无商户密钥时为本站沙箱网关）、对公转账凭证、退款' },
  routes,
  demo: [{ key: 'orders:payment-settings', run: seedPaymentSettings }],
  // A logged-in user's meeting and hotel orders, the tab the address opens; a visitor is asked to log in (no call),
  // as on an order's detail, its e-ticket to print and its payment.
  firstCalls: [
    { path: /^\/(order(\/hotel|\/detail|\/ticket)?|payment\/alipay)$/, calls: () => [], whole: true },
    ownList(/^\/order$/, 'api/ms.order/get_meeting_order_list', 10, tabStatus),
    ownList(/^\/order\/hotel$/, 'api/ms.order/get_hotel_order_list', 10, tabStatus),
  ],
  jobs: orderJobs,
  commands: orderCommands,
};

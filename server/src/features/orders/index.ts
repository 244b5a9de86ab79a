import type { FastifyInstance } from 'fastify';
import type { Feature } from '../types';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './payments/routes';
import { sandboxGatewayRoutes } from './payments/alipay/sandbox/gateway';
import { orderJobs } from './jobs';
import { orderCommands } from './commands';
import { seedPaymentSettings } from './seed';
import { orderFirstCalls } from './firstCalls';

export { createOrder, settleFree, markPaid, closeUnpaid, paidMessageOf } from './lifecycle';
export { approveRefund, completeRefund, requestRefund } from './refunds';
export { describeOrder } from './views';
export { takeMoneyAction, type MoneyAction } from './moneyActions';
export { closeOpenTrade } from './payments/closeTrade';
export { useOrderKinds, type OrderKindDeclaration, type OrderKindHooks } from './kinds';
export { lockOrder, findOrder } from './machine';
export { fenToYuan, stockOwner, STATUS_TEXT, type OrderKind, type OrderRow, type OrderStatus } from './model';

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
  firstCalls: orderFirstCalls,
  jobs: orderJobs,
  commands: orderCommands,
};

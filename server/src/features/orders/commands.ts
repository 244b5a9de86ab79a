import { requiredArg, type Command } from '../../cli/command';
import { loadConfig } from '../../config';
import { takeMoneyAction } from './moneyActions';
import { findOrder } from './machine';
import { fenToYuan } from './model';

const orderArg = (a: Record<string, string>) => requiredArg(a, 'order', '订单号');
const expireSeconds = () => loadConfig().orderExpireSeconds;

export const orderCommands: Command[] = [
  {
    name: 'approve-voucher',
    help: '转账凭证审核通过，订单确认收款  --order 订单号',
    async run(db, a) {
      const order = await db.tx((q) => takeMoneyAction(q, 'voucher.approve', orderArg(a), 'cli', { expireSeconds: expireSeconds() }));
      return `订单 ${order.order_sn} 已确认收款 ¥${fenToYuan(order.pay_amount)}，状态：已支付`;
    },
  },
  {
    name: 'reject-voucher',
    help: '驳回转账凭证，用户可重新提交  --order 订单号 --reason 原因',
    async run(db, a) {
      const reason = requiredArg(a, 'reason', '驳回原因');
      const order = await db.tx((q) =>
        takeMoneyAction(q, 'voucher.reject', orderArg(a), 'cli', { reason, expireSeconds: expireSeconds() }),
      );
      return `已驳回订单 ${order.order_sn} 的转账凭证（原因：${reason}），订单保留至 ${order.expires_at.toISOString()}`;
    },
  },
  {
    name: 'approve-refund',
    help: '同意退款（有人已签到或发票未红冲时拒绝并列出）：支付宝订单原路退回（服务运行时自动完成），转账订单线下退款后执行 mark-refund-paid  --order 订单号',
    async run(db, a) {
      const { refund, order } = await db.tx(async (q) => ({
        refund: await takeMoneyAction(q, 'refund.approve', orderArg(a), 'cli', { expireSeconds: expireSeconds() }),
        order: await findOrder(q, orderArg(a)),
      }));
      const then =
        order.pay_type === 'alipay'
          ? '款项将由服务端原路退回，完成后订单变为已退款'
          : `请线下转账退回后执行 mark-refund-paid --order ${order.order_sn} 登记，登记后订单变为已退款`;
      return `已同意退款 ¥${fenToYuan(refund.amount)}（${refund.out_request_no}），${then}`;
    },
  },
  {
    name: 'mark-refund-paid',
    help: '登记转账订单的退款已线下退回，订单变为已退款  --order 订单号',
    async run(db, a) {
      const { order, refund, already } = await db.tx((q) =>
        takeMoneyAction(q, 'refund.markPaid', orderArg(a), 'cli', { expireSeconds: expireSeconds() }),
      );
      if (already) return `订单 ${order.order_sn} 已是已退款（${refund.out_request_no}），无需重复登记，未做任何修改`;
      return `已登记订单 ${order.order_sn} 退款 ¥${fenToYuan(refund.amount)}（${refund.out_request_no}）已线下退回，状态：已退款`;
    },
  },
  {
    name: 'reject-refund',
    help: '拒绝退款申请，订单恢复为已支付  --order 订单号 --reason 原因',
    async run(db, a) {
      const reason = requiredArg(a, 'reason', '拒绝原因');
      const order = await db.tx((q) => takeMoneyAction(q, 'refund.reject', orderArg(a), 'cli', { reason, expireSeconds: expireSeconds() }));
      return `已拒绝订单 ${order.order_sn} 的退款申请（原因：${reason}）`;
    },
  },
];

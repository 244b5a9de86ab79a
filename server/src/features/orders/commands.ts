import { requiredArg, type Command } from '../../cli/command';
import { loadConfig } from '../../config';
import { approveRefund, rejectRefund } from './refunds';
import { approveVoucher, rejectVoucher } from './payments/vouchers';
import { fenToYuan } from './model';

const orderArg = (a: Record<string, string>) => requiredArg(a, 'order', '订单号');

export const orderCommands: Command[] = [
  {
    name: 'approve-voucher',
    help: '转账凭证审核通过，订单确认收款  --order 订单号',
    async run(db, a) {
      const order = await db.tx((q) => approveVoucher(q, orderArg(a)));
      return `订单 ${order.order_sn} 已确认收款 ¥${fenToYuan(order.pay_amount)}，状态：已支付`;
    },
  },
  {
    name: 'reject-voucher',
    help: '驳回转账凭证，用户可重新提交  --order 订单号 --reason 原因',
    async run(db, a) {
      const reason = requiredArg(a, 'reason', '驳回原因');
      const order = await db.tx((q) => rejectVoucher(q, orderArg(a), reason, loadConfig().orderExpireSeconds));
      return `已驳回订单 ${order.order_sn} 的转账凭证（原因：${reason}），订单保留至 ${order.expires_at.toISOString()}`;
    },
  },
  {
    name: 'approve-refund',
    help: '同意退款：支付宝订单原路退回（服务运行时自动完成），转账订单请线下退款  --order 订单号',
    async run(db, a) {
      const refund = await db.tx((q) => approveRefund(q, orderArg(a)));
      return `已同意退款 ¥${fenToYuan(refund.amount)}（${refund.out_request_no}），款项将由服务端原路退回，完成后订单变为已退款`;
    },
  },
  {
    name: 'reject-refund',
    help: '拒绝退款申请，订单恢复为已支付  --order 订单号 --reason 原因',
    async run(db, a) {
      const reason = requiredArg(a, 'reason', '拒绝原因');
      const order = await db.tx((q) => rejectRefund(q, orderArg(a), reason));
      return `已拒绝订单 ${order.order_sn} 的退款申请（原因：${reason}）`;
    },
  },
];

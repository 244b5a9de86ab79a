import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { useMe } from '../../access';
import type { Permission } from '../../access';
import type { OrderDetail } from '../api/fetchOrder';
import { takeOrderAction, type OrderAction } from '../api/takeOrderAction';
import { resendConfirmation } from '../api/resendConfirmation';
import { ActionDialog } from './ActionDialog';

interface ActionSpec {
  action: OrderAction;
  label: string;
  permission: Permission;
  reason: boolean;
  danger?: boolean;
  when: (o: OrderDetail) => boolean;
}

const ACTIONS: ActionSpec[] = [
  { action: 'voucher/approve', label: '通过转账凭证', permission: 'vouchers.review', reason: false, when: (o) => o.voucher_pending },
  {
    action: 'voucher/reject',
    label: '驳回转账凭证',
    permission: 'vouchers.review',
    reason: true,
    danger: true,
    when: (o) => o.voucher_pending,
  },
  {
    action: 'refund/approve',
    label: '同意退款',
    permission: 'refunds.review',
    reason: false,
    when: (o) => o.refunds.some((r) => r.status === 'requested'),
  },
  {
    action: 'refund/reject',
    label: '拒绝退款',
    permission: 'refunds.review',
    reason: true,
    danger: true,
    when: (o) => o.refunds.some((r) => r.status === 'requested'),
  },
  {
    action: 'refund/mark-paid',
    label: '登记退款已打款',
    permission: 'refunds.markPaid',
    reason: false,
    when: (o) => o.status === 'refunding' && o.pay_type === 'offline',
  },
  { action: 'cancel', label: '取消订单', permission: 'orders.cancel', reason: true, danger: true, when: (o) => o.status === 'unpaid' },
];

/** What the caller may do to this order now; each action through a dialog, the server's refusal shown in it. */
export function OrderActions({ order, meetingId, onDone }: { order: OrderDetail; meetingId: number; onDone: () => void }) {
  const { may } = useMe();
  const { message } = App.useApp();
  const [open, setOpen] = useState<ActionSpec>();
  const shown = ACTIONS.filter((a) => a.when(order) && may(a.permission, meetingId));
  const resend = () =>
    resendConfirmation(order.order_sn).then(
      () => void message.success('已重新发送确认通知'),
      (error: Error) => void message.error(error.message),
    );
  return (
    <Space wrap>
      {shown.map((a) => (
        <Button key={a.action} danger={a.danger} type={a.danger ? 'default' : 'primary'} onClick={() => setOpen(a)}>
          {a.label}
        </Button>
      ))}
      {order.status === 'paid' && may('orders.resend', meetingId) && <Button onClick={() => void resend()}>重发确认通知</Button>}
      {open && (
        <ActionDialog
          title={open.label}
          needsReason={open.reason}
          onClose={() => setOpen(undefined)}
          onSubmit={async (key, reason) => {
            await takeOrderAction(order.order_sn, open.action, key, reason);
            void message.success(`${open.label}：已完成`);
            onDone();
          }}
        />
      )}
    </Space>
  );
}

import { FixedBar, Link } from '@conf/shared';
import { Button } from 'react-vant/es/button';
import type { OrderDetail } from '../api/orders';
import styles from './ActionBar.module.css';

interface Props {
  order: OrderDetail;
  onPay: () => void;
  onCancel: () => void;
  onRefund: () => void;
  onWithdraw: () => void;
}

/** What the user may do next, as the server allows it (can_*). */
export function ActionBar({ order, onPay, onCancel, onRefund, onWithdraw }: Props) {
  const buttons = [
    order.can_cancel && (
      <Button key="cancel" round size="small" onClick={onCancel}>
        取消订单
      </Button>
    ),
    order.can_refund && (
      <Button key="refund" round size="small" onClick={onRefund}>
        申请退款
      </Button>
    ),
    order.can_withdraw_refund && (
      <Button key="withdraw" round size="small" onClick={onWithdraw}>
        撤销退款申请
      </Button>
    ),
    order.can_pay && (
      <Button key="pay" round size="small" type="primary" onClick={onPay}>
        去支付
      </Button>
    ),
  ].filter(Boolean);
  if (!buttons.length && !order.refund_blocker) return null;
  return (
    <FixedBar className={styles.bar} testId="order-actions">
      {order.refund_blocker && (
        <span className={styles.why}>
          {order.refund_blocker}
          {/* An invoiced order is refunded after its invoice is reversed: the way there, not just the rule. */}
          {order.invoice && (
            <Link className={styles.link} to={`/invoice/edit?id=${order.invoice.id}`} data-testid="order-invoice-link">
              查看发票（{order.invoice.status}）
            </Link>
          )}
        </span>
      )}
      {buttons}
    </FixedBar>
  );
}

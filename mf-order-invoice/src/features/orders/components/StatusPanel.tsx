import type { OrderDetail } from '../api/orders';
import { HoldCountdown } from './HoldCountdown';
import { STATUS_TONE } from './orderText';
import styles from './StatusPanel.module.css';

/** What the user should know about the order's state now: time left to pay, a voucher or refund under review, and why one was refused. */
function statusNote(o: OrderDetail, onExpire: () => void) {
  const voucher = o.vouchers[0];
  const refund = o.refunds[0];
  if (o.status === 'unpaid') {
    if (o.voucher_pending) return '转账凭证已提交，主办方审核通过后订单即确认';
    return (
      <>
        {voucher?.status === 'rejected' && (
          <span className={styles.alert}>转账凭证未通过审核：{voucher.reject_reason}，请重新上传或改用支付宝</span>
        )}
        {o.seconds_left > 0 ? <HoldCountdown seconds={o.seconds_left} onFinish={onExpire} /> : '支付时间已到，订单即将关闭'}
      </>
    );
  }
  if (o.status === 'refunding')
    return refund?.status === 'approved' ? '退款已受理，款项正原路退回' : `退款申请审核中：${refund?.reason ?? ''}`;
  if (o.status === 'paid' && refund?.status === 'rejected')
    return <span className={styles.alert}>退款申请未通过：{refund.reject_reason}</span>;
  if (o.status === 'refunded') return '款项已原路退回';
  if (o.status === 'expired') return '订单超时未支付，已自动关闭';
  if (o.status === 'cancelled') return '订单已取消';
  return o.kind === 'meeting' ? '报名成功，请凭电子票签到入场' : '预订成功，入住当天凭身份证到前台办理入住';
}

export function StatusPanel({ order, onExpire }: { order: OrderDetail; onExpire: () => void }) {
  return (
    <section className={`${styles.panel} ${styles[STATUS_TONE[order.status]]}`} data-testid="order-status">
      <h2 className={styles.status}>{order.status_text}</h2>
      <p className={styles.note}>{statusNote(order, onExpire)}</p>
    </section>
  );
}

import { Button } from 'react-vant/es/button';
import { formatMoney, formatTime } from '@conf/shared';
import type { OrderSummary } from '../api/orders';
import { STATUS_TONE, amountLabel, stayText } from './orderText';
import styles from './OrderCard.module.css';

interface Props {
  order: OrderSummary;
  onOpen: () => void;
  onPay: () => void;
}

/** One order in a list: what was bought, its status and amount; an unpaid one offers 去支付. */
export function OrderCard({ order, onOpen, onPay }: Props) {
  const hotel = order.kind === 'hotel';
  return (
    <article className={styles.card} data-testid="order-card">
      <button type="button" className={styles.main} onClick={onOpen}>
        <span className={styles.head}>
          <span className={styles.sn}>订单号 {order.order_sn}</span>
          <span className={styles[STATUS_TONE[order.status]]}>{order.status_text}</span>
        </span>
        <span className={styles.title}>
          {hotel ? `${order.hotel_name ?? order.title} · ${order.room_name ?? ''}` : order.meeting_title}
        </span>
        {hotel ? (
          <span className={styles.line}>{stayText(order)}</span>
        ) : (
          <span className={styles.line}>
            {order.ticket_name} × {order.quantity ?? 0}
            {order.attendee_names?.length ? `｜参会人：${order.attendee_names.join('、')}` : ''}
          </span>
        )}
        <span className={styles.foot}>
          <span className={styles.time}>{formatTime(order.created_at)}</span>
          <span className={styles.amount}>
            {amountLabel(order)} <b>{formatMoney(order.pay_amount)}</b>
          </span>
        </span>
      </button>
      {order.status === 'unpaid' && (
        <div className={styles.actions}>
          <Button size="small" round type="primary" onClick={onPay}>
            去支付
          </Button>
        </div>
      )}
    </article>
  );
}

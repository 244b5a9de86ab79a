import Success from '@react-vant/icons/es/Success';
import { formatMoney, formatTime } from '@conf/shared';
import type { InvoiceableOrder } from '../api/invoices';
import styles from './InvoiceCards.module.css';

const KIND_LABELS = { meeting: '会议', hotel: '酒店' } as const;

/**
 * An order the user can invoice: a toggle button (aria-pressed) drawn with a checkbox's tick, which is only a
 * picture of the state: a control of its own inside the button would be a nested, unnamed control.
 */
export function OrderPickCard({ order, picked, onToggle }: { order: InvoiceableOrder; picked: boolean; onToggle: () => void }) {
  return (
    <button type="button" className={styles.card} onClick={onToggle} data-testid="invoiceable-order" aria-pressed={picked}>
      <span className={`rv-checkbox ${styles.check}`} aria-hidden="true">
        <span className={`rv-checkbox__icon rv-checkbox__icon--round${picked ? ' rv-checkbox__icon--checked' : ''}`}>
          <Success />
        </span>
      </span>
      <span className={styles.body}>
        <span className={styles.head}>
          <span className={styles.tag}>{KIND_LABELS[order.kind]}</span>
          <span className={styles.name}>{order.title}</span>
        </span>
        <span className={styles.line}>{order.meeting_title}</span>
        <span className={styles.line}>订单号 {order.order_sn}</span>
        <span className={styles.line}>{formatTime(order.paid_at, 'YYYY-MM-DD HH:mm')} 支付</span>
      </span>
      <span className={styles.amount}>{formatMoney(order.pay_amount)}</span>
    </button>
  );
}

import { formatMoney, formatTime } from '@conf/shared';
import type { InvoiceApplication } from '../api/invoices';
import { StatusTag } from './StatusTag';
import styles from './InvoiceCards.module.css';

/** One invoice application in the list: title, orders, amount and status; opens its detail. */
export function ApplicationCard({ app, onOpen }: { app: InvoiceApplication; onOpen: () => void }) {
  return (
    <button type="button" className={styles.card} onClick={onOpen} data-testid="invoice-application">
      <span className={styles.body}>
        <span className={styles.head}>
          <StatusTag code={app.status} text={app.status_text} />
          <span className={styles.name}>{app.buyer_name}</span>
        </span>
        <span className={styles.line}>
          {app.kind_text} · {app.order_count}个订单：{app.order_titles}
        </span>
        <span className={styles.line}>申请于 {formatTime(app.created_at, 'YYYY-MM-DD HH:mm')}</span>
      </span>
      <span className={styles.amount}>{formatMoney(app.amount)}</span>
    </button>
  );
}

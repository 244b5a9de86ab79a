import { observer } from 'mobx-react-lite';
import Arrow from '@react-vant/icons/es/Arrow';
import BalancePay from '@react-vant/icons/es/BalancePay';
import Completed from '@react-vant/icons/es/Completed';
import Refund from '@react-vant/icons/es/RefundO';
import type { OrderCounts } from '../api/orderStat';
import { IconGrid } from './IconGrid';
import styles from '../pages/MinePage.module.css';

// The tabs of /order (mf-order-invoice) and the states each one lists.
const TABS = [
  { text: '待支付', icon: <BalancePay />, status: 'unpaid', count: (c: OrderCounts) => c.unpaid },
  { text: '已支付', icon: <Completed />, status: 'paid', count: (c: OrderCounts) => c.paid },
  { text: '退款/取消', icon: <Refund />, status: 'refund', count: (c: OrderCounts) => c.refunding + c.refunded + c.cancelled + c.expired },
];

interface OrderBarProps {
  counts: OrderCounts | null;
  onOpen: (path: string) => void;
}

/** 会议订单 with a count per tab; each opens /order on its tab. */
export const OrderBar = observer(function OrderBar({ counts, onOpen }: OrderBarProps) {
  return (
    <section className={styles.card} aria-label="会议订单">
      <h2 className={styles.title}>
        会议订单
        <button type="button" className={styles.all} onClick={() => onOpen('/order')}>
          全部订单{counts ? `（${counts.total}）` : ''}
          <Arrow />
        </button>
      </h2>
      <IconGrid
        items={TABS.map((t) => ({
          key: t.status,
          icon: t.icon,
          text: t.text,
          count: counts ? t.count(counts) : 0,
          countLabel: (n: number) => `${n} 笔`,
          onClick: () => onOpen(`/order?status=${t.status}`),
        }))}
      />
    </section>
  );
});

import { observer } from 'mobx-react-lite';
import type { MineStore } from '../stores/mineStore';
import styles from './StatsBar.module.css';

interface StatsBarProps {
  store: MineStore;
  loggedIn: boolean;
  onOpen: (path: string) => void;
}

/** Orders, usable coupons and unread messages; "-" until known. */
export const StatsBar = observer(function StatsBar({ store, loggedIn, onOpen }: StatsBarProps) {
  const known = loggedIn && store.stat !== null;
  const items = [
    { label: '订单', value: store.orderCount, path: '/order' },
    { label: '优惠券', value: store.stat?.coupon_count ?? 0, path: '/coupons' },
    { label: '未读消息', value: store.stat?.unread_message_count ?? 0, path: '/message' },
  ];
  return (
    <div className={styles.bar}>
      {items.map((i) => (
        <button key={i.label} type="button" className={styles.item} onClick={() => onOpen(i.path)} data-testid={`stat-${i.path.slice(1)}`}>
          <span className={styles.value}>{known ? i.value : '-'}</span>
          <span className={styles.label}>{i.label}</span>
        </button>
      ))}
    </div>
  );
});

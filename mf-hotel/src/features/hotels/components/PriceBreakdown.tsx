import { observer } from 'mobx-react-lite';
import { Cell } from 'react-vant/es/cell';
import { formatMoney } from '@conf/shared';
import type { ReserveStore } from '../stores/ReserveStore';
import { nightLabel } from '../format';
import styles from './ReserveForm.module.css';

/** The price night by night (per room, times the rooms), the coupon and the total. */
export const PriceBreakdown = observer(function PriceBreakdown({ store }: { store: ReserveStore }) {
  return (
    <div data-testid="price-breakdown">
      <Cell.Group title="房费明细" inset>
        {store.nights.map((n) => (
          <Cell key={n.night} title={nightLabel(n.night)} value={`${formatMoney(n.price)} × ${store.rooms}间`} />
        ))}
        {store.coupon && <Cell title="优惠券" value={`-${formatMoney(store.coupon.discount)}`} />}
        <Cell title="合计" value={formatMoney(store.payAmount)} valueClass={styles.total} />
      </Cell.Group>
    </div>
  );
});

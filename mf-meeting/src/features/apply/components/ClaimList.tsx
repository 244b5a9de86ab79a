import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { Loadable, errorMessage, formatMoney, toast } from '@conf/shared';
import { getClaimable, obtainCoupon, type ClaimableCoupon } from '../api/coupons';
import styles from './CouponSection.module.css';

const canClaim = (c: ClaimableCoupon) => c.remaining > 0 && c.obtained < c.per_user_limit;

/** The meeting's coupons and red packets, claimed on the spot; `onClaimed` lets the order use them at once. */
export const ClaimList = observer(function ClaimList({ meetingId, onClaimed }: { meetingId: number; onClaimed: () => void }) {
  const batches = useMemo(() => new Loadable(() => getClaimable(meetingId)), [meetingId]);
  useEffect(() => {
    void batches.load();
  }, [batches]);
  const list = batches.data ?? [];
  if (!list.length) return null;

  const claim = async (c: ClaimableCoupon) => {
    try {
      await obtainCoupon(c.id);
      toast.success('领取成功');
      await batches.load();
      onClaimed();
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };
  return (
    <div className={styles.claims}>
      {list.map((c) => (
        <div key={c.id} className={styles.claim} data-testid="claimable">
          <span className={styles.worth}>{formatMoney(c.amount)}</span>
          <span className={styles.claimName}>
            {c.kind === 'red_packet' ? '红包' : '优惠券'} · {c.name}
            <small>{c.threshold ? `满${formatMoney(c.threshold)}可用` : '无门槛'}</small>
          </span>
          <Button size="small" round type="primary" plain disabled={!canClaim(c)} onClick={() => claim(c)}>
            {c.obtained >= c.per_user_limit ? '已领取' : c.remaining > 0 ? '领取' : '已领完'}
          </Button>
        </div>
      ))}
    </div>
  );
});

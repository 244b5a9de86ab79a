import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { Popup } from 'react-vant/es/popup';
import { AsyncContent, errorMessage, toast } from '@conf/shared';
import type { CouponStore } from '../stores/couponStore';
import type { ClaimableCoupon } from '../api/coupons';
import { CouponCard } from './CouponCard';
import { claimValidity } from './validity';
import styles from './ClaimSheet.module.css';

function ClaimButton({ coupon, onClaim }: { coupon: ClaimableCoupon; onClaim: () => void }) {
  if (coupon.obtained >= coupon.per_user_limit) return <span className={styles.done}>已领取</span>;
  if (coupon.remaining <= 0) return <span className={styles.done}>已抢光</span>;
  return (
    <Button size="small" round type="primary" onClick={onClaim}>
      领取
    </Button>
  );
}

/** The coupon batches open to claim, in a sheet over my coupons. */
export const ClaimSheet = observer(function ClaimSheet({
  store,
  visible,
  onClose,
}: {
  store: CouponStore;
  visible: boolean;
  onClose: () => void;
}) {
  useEffect(() => {
    if (visible) void store.loadClaimable();
  }, [visible, store]);

  const claim = async (id: number) => {
    try {
      await store.obtain(id);
      toast.success('领取成功');
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };

  return (
    <Popup visible={visible} onClose={onClose} position="bottom" round closeable title="领取优惠券" style={{ height: '75%' }}>
      <div className={styles.body}>
        <AsyncContent
          loading={!store.claimable}
          error={store.claimError}
          onRetry={store.loadClaimable}
          empty={store.claimable?.length === 0}
          emptyText="暂无可领取的优惠券"
        >
          {store.claimable?.map((c) => (
            <CouponCard
              key={c.id}
              coupon={c}
              validity={claimValidity(c)}
              action={<ClaimButton coupon={c} onClaim={() => void claim(c.id)} />}
            />
          ))}
        </AsyncContent>
      </div>
    </Popup>
  );
});

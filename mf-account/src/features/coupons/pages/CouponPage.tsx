import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, PageLayout, PagedListView, RequireLogin, Tabs } from '@conf/shared';
import { CouponStore, STATES } from '../stores/couponStore';
import type { CouponState } from '../api/coupons';
import { CouponCard } from '../components/CouponCard';
import { ClaimSheet } from '../components/ClaimSheet';
import { heldValidity } from '../components/validity';
import styles from './CouponPage.module.css';

const STAMPS = { used: '已使用', expired: '已过期' } as const;

const Coupons = observer(function Coupons({ store }: { store: CouponStore }) {
  return (
    <Tabs
      label="优惠券状态"
      active={store.tab}
      onChange={(name) => store.setTab(name as CouponState)}
      sticky
      offsetTop={46}
      lazyRender
      className={styles.tabs}
    >
      {STATES.map(({ state, label }) => (
        <Tabs.TabPane key={state} name={state} title={store.counts ? `${label}(${store.counts[state]})` : label}>
          <div className={styles.list}>
            <PagedListView
              list={store.lists[state]}
              emptyText={`暂无${label}的优惠券`}
              renderItem={(c) => (
                <CouponCard
                  key={c.id}
                  coupon={c}
                  validity={heldValidity(c)}
                  stamp={c.state === 'unused' ? undefined : STAMPS[c.state]}
                  // An unused coupon's batch can be passed on to a friend.
                  action={
                    c.state === 'unused' ? (
                      <Link to={`/coupons/share/${c.coupon_id}`} aria-label={`分享 ${c.name}`}>
                        分享
                      </Link>
                    ) : undefined
                  }
                />
              )}
            />
          </div>
        </Tabs.TabPane>
      ))}
    </Tabs>
  );
});

/** /coupons: my coupons by state, and a sheet of coupons to claim. */
export default function CouponPage() {
  const [store] = useState(() => new CouponStore());
  const [claiming, setClaiming] = useState(false);
  return (
    <RequireLogin title="我的优惠券">
      <PageLayout
        title="我的优惠券"
        right={
          <button type="button" onClick={() => setClaiming(true)}>
            领券
          </button>
        }
      >
        <Coupons store={store} />
        <ClaimSheet store={store} visible={claiming} onClose={() => setClaiming(false)} />
      </PageLayout>
    </RequireLogin>
  );
}

import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Cell } from 'react-vant/es/cell';
import { formatMoney, useOnDemand } from '@conf/shared';
import type { ReserveStore } from '../stores/ReserveStore';
import { loadActionSheet } from './onDemand';

/** The coupon for this order: the best usable one offered first, any other usable one, or none. */
export const CouponCell = observer(function CouponCell({ store }: { store: ReserveStore }) {
  const [open, setOpen] = useState(false);
  const { Component: ActionSheet, preload, open: fetchSheet } = useOnDemand(loadActionSheet);
  const usable = store.coupons.filter((c) => c.usable);
  const value = store.coupon ? `-${formatMoney(store.coupon.discount)}` : usable.length ? `${usable.length}张可用` : '暂无可用';
  return (
    <>
      <div onPointerDown={preload}>
        <Cell
          title="优惠券"
          value={value}
          isLink={usable.length > 0}
          onClick={() => usable.length > 0 && void fetchSheet().then((ready) => ready && setOpen(true))}
        />
      </div>
      {/* 不使用 is an action of its own: the sheet's cancel also fires when the overlay is tapped. */}
      {ActionSheet && (
        <ActionSheet
          visible={open}
          title="选择优惠券"
          cancelText="取消"
          actions={[
            ...usable.map((c) => ({
              name: c.name,
              subname: `减${formatMoney(c.discount)}`,
              color: c.id === store.coupon?.id ? 'var(--app-theme, #675643)' : undefined,
            })),
            { name: '不使用优惠券' },
          ]}
          onCancel={() => setOpen(false)}
          onSelect={(_, index) => {
            store.chooseCoupon(usable[index]?.id ?? null);
            setOpen(false);
          }}
        />
      )}
    </>
  );
});

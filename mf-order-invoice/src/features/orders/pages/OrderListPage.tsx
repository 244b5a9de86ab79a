import { useState } from 'react';
import { PageLayout, PagedListView, RequireLogin, Tabs, useNavigate, useSearchParams } from '@conf/shared';
import type { OrderKind } from '../api/orders';
import { orderTabOf } from '@conf/contract';
import { ORDER_TABS, OrderListStore } from '../stores/OrderListStore';
import { OrderCard } from '../components/OrderCard';
import styles from './OrderListPage.module.css';

const TITLES: Record<OrderKind, string> = { meeting: '会议订单', hotel: '酒店订单' };

function Orders({ kind }: { kind: OrderKind }) {
  const [store] = useState(() => new OrderListStore(kind));
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab = orderTabOf(params.get('status'));
  const showTab = (name: string | number) => {
    const next = new URLSearchParams(params);
    if (name === 'all') next.delete('status');
    else next.set('status', String(name));
    setParams(next, { replace: true });
  };
  return (
    <Tabs label="订单状态" active={tab} onChange={showTab} sticky offsetTop={46} lazyRender className={styles.tabs}>
      {ORDER_TABS.map(({ key, label }) => (
        <Tabs.TabPane key={key} name={key} title={label}>
          <div className={styles.list}>
            <PagedListView
              list={store.lists[key]}
              emptyText={key === 'all' ? `还没有${TITLES[kind]}` : `暂无${label}的${TITLES[kind]}`}
              renderItem={(o) => (
                <OrderCard
                  key={o.order_sn}
                  order={o}
                  onOpen={() => navigate(`/order/detail?order_sn=${o.order_sn}`)}
                  onPay={() => navigate(`/payment/alipay?order_sn=${o.order_sn}`)}
                />
              )}
            />
          </div>
        </Tabs.TabPane>
      ))}
    </Tabs>
  );
}

/** /order and /order/hotel: the caller's meeting or hotel orders by status (login required). */
export default function OrderListPage({ kind }: { kind: OrderKind }) {
  return (
    <RequireLogin title={TITLES[kind]}>
      <PageLayout title={TITLES[kind]}>
        <Orders kind={kind} />
      </PageLayout>
    </RequireLogin>
  );
}

import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { FixedBar, formatMoney, PagedListView, PageLayout, RequireLogin, Tabs, useNavigate, useSearchParams } from '@conf/shared';
import { InvoiceListStore, type InvoiceTab } from '../stores/InvoiceListStore';
import { OrderPickCard } from '../components/OrderPickCard';
import { ApplicationCard } from '../components/ApplicationCard';
import { editPath } from '../paths';
import styles from './InvoicePage.module.css';

const TITLE = '我的发票';

const Invoices = observer(function Invoices({ meetingId }: { meetingId: number | null }) {
  const [store] = useState(() => new InvoiceListStore(meetingId));
  const navigate = useNavigate();
  const picked = store.picked.size;
  return (
    <PageLayout title={TITLE}>
      <Tabs label="发票" active={store.tab} onChange={(name) => store.setTab(name as InvoiceTab)} lazyRender>
        <Tabs.TabPane name="orders" title="可开票订单">
          <div className={styles.list}>
            <p className={styles.hint}>选择同一付款人的一个或多个已支付订单，合并开具一张发票</p>
            <PagedListView
              list={store.orders}
              emptyText="暂无可开票的订单（已支付且未开票的订单会显示在这里）"
              renderItem={(o) => (
                <OrderPickCard key={o.order_sn} order={o} picked={store.picked.has(o.order_sn)} onToggle={() => store.toggle(o.order_sn)} />
              )}
            />
          </div>
          {store.orders.loaded && !store.orders.empty && (
            <FixedBar className={styles.bar}>
              <span className={styles.sum}>
                已选 {picked} 个订单，合计 <b>{formatMoney(store.pickedAmount)}</b>
              </span>
              <Button round type="primary" disabled={!picked} onClick={() => navigate(editPath({ orders: [...store.picked] }))}>
                申请开票
              </Button>
            </FixedBar>
          )}
        </Tabs.TabPane>
        <Tabs.TabPane name="applications" title="开票记录">
          <div className={styles.list}>
            <PagedListView
              list={store.applications}
              emptyText="还没有开票记录"
              renderItem={(a) => <ApplicationCard key={a.id} app={a} onOpen={() => navigate(editPath({ id: a.id }))} />}
            />
          </div>
        </Tabs.TabPane>
      </Tabs>
    </PageLayout>
  );
});

/** /invoice (?id=<meetingId> from a meeting's 开具发票 entry: that meeting's orders only). Login required. */
export default function InvoicePage() {
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const meetingId = Number.isInteger(raw) && raw > 0 ? raw : null;
  return (
    <RequireLogin title={TITLE}>
      <Invoices key={meetingId ?? 'all'} meetingId={meetingId} />
    </RequireLogin>
  );
}

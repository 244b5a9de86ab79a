import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { Cell } from 'react-vant/es/cell';
import { Radio } from 'react-vant/es/radio';
import {
  AsyncContent,
  EmptyState,
  errorMessage,
  FixedBar,
  formatMoney,
  LoadingSkeleton,
  PageLayout,
  RequireLogin,
  toast,
  useOnDemand,
  useNavigate,
  useSearchParams,
} from '@conf/shared';
import { HoldCountdown } from '../../orders';
import { PaymentStore, type PayTypeName } from '../stores/PaymentStore';
import { openCashier } from '../api/cashier';
import { PAYMENT_TITLE } from '../titles';
import styles from './PaymentPage.module.css';

// The transfer's part (the account, the voucher's state, the form with its uploader) is a chunk of its own:
// most orders are paid with Alipay, and it brings react-vant's Uploader, Image and Field (some 15 KiB gzip).
// Fetched when 对公转账 is chosen (or the order opens on it); a failed fetch says so and is tried again at the next tap.
const loadOfflinePanel = () => import('../components/OfflinePanel');

const Payment = observer(function Payment({ orderSn }: { orderSn: string }) {
  const [store] = useState(() => new PaymentStore(orderSn));
  const navigate = useNavigate();
  const { Component: OfflinePanel, open: fetchOfflinePanel } = useOnDemand(loadOfflinePanel);
  useEffect(() => void store.load(), [store]);
  // Also when the order opens on the transfer already under way.
  useEffect(() => {
    if (store.payType === 'offline') void fetchOfflinePanel();
  }, [store.payType, fetchOfflinePanel]);
  const choose = (type: PayTypeName) => {
    store.choose(type);
    if (type === 'offline') void fetchOfflinePanel();
  };
  const { info } = store;
  const data = info.data;
  const toOrder = () => navigate(`/order/detail?order_sn=${orderSn}`, { replace: true });
  const payAlipay = async () => {
    try {
      openCashier(await store.payWithAlipay());
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };

  return (
    <AsyncContent loading={!data && !info.error} error={info.error} refused={info.refused} onRetry={store.load} skeletonRows={3}>
      {data && data.order.status !== 'unpaid' && (
        <EmptyState description={`订单${data.order.status_text}，无需支付`}>
          <Button round type="primary" size="small" style={{ width: 120 }} onClick={toOrder}>
            查看订单
          </Button>
        </EmptyState>
      )}
      {data && data.order.status === 'unpaid' && (
        <div className={styles.page}>
          <section className={styles.summary} data-testid="pay-summary">
            <p className={styles.amount}>{formatMoney(data.order.pay_amount)}</p>
            <p className={styles.title}>{data.order.title}</p>
            <p className={styles.hold}>
              {data.order.seconds_left > 0 ? (
                <HoldCountdown seconds={data.order.seconds_left} onFinish={() => void store.load()} />
              ) : (
                '支付时间已到，请重新下单'
              )}
            </p>
          </section>
          <Radio.Group value={store.payType} onChange={(v) => choose(v as PayTypeName)}>
            <Cell.Group title="支付方式" inset>
              {data.types.map((t) => (
                // The row is tapped; the radio in it is the control for the keyboard and screen readers (a
                // clickable cell is a button, and a button may not hold a radio).
                <Cell
                  key={t.type}
                  title={t.name}
                  label={t.description}
                  onClick={() => choose(t.type)}
                  rightIcon={
                    <Radio name={t.type}>
                      <span className="visually-hidden">{t.name}</span>
                    </Radio>
                  }
                />
              ))}
            </Cell.Group>
          </Radio.Group>
          {store.payType === 'offline' && (OfflinePanel ? <OfflinePanel store={store} order={data.order} /> : <LoadingSkeleton rows={3} />)}
          {store.payType === 'alipay' && (
            <FixedBar>
              <Button round block type="primary" disabled={!data.order.can_pay} onClick={() => void payAlipay()}>
                支付宝支付 {formatMoney(data.order.pay_amount)}
              </Button>
            </FixedBar>
          )}
        </div>
      )}
    </AsyncContent>
  );
});

/** /payment/alipay?order_sn=...: pay an unpaid order with Alipay or by bank transfer with a voucher. */
export default function PaymentPage() {
  const orderSn = useSearchParams()[0].get('order_sn') ?? '';
  return (
    <RequireLogin title={PAYMENT_TITLE}>
      <PageLayout title={PAYMENT_TITLE}>
        {orderSn ? <Payment key={orderSn} orderSn={orderSn} /> : <EmptyState description="订单不存在" />}
      </PageLayout>
    </RequireLogin>
  );
}

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
  PageLayout,
  RequireLogin,
  toast,
  useNavigate,
  useSearchParams,
} from '@conf/shared';
import { HoldCountdown, type OrderDetail } from '../../orders';
import { PaymentStore, type PayTypeName } from '../stores/PaymentStore';
import { openCashier } from '../api/cashier';
import { BankAccount } from '../components/BankAccount';
import { VoucherForm } from '../components/VoucherForm';
import { VoucherStatus } from '../components/VoucherStatus';
import styles from './PaymentPage.module.css';

const TITLE = '订单支付';

/** The offline part: where to transfer to, then the voucher's state or the form to send one. */
const OfflinePanel = observer(function OfflinePanel({ store, order }: { store: PaymentStore; order: OrderDetail }) {
  const { vouchers } = store;
  const latest = vouchers.data?.vouchers[0];
  return (
    <div className={styles.offline}>
      {store.bank && <BankAccount bank={store.bank} amount={formatMoney(order.pay_amount)} />}
      <AsyncContent
        loading={!vouchers.data && !vouchers.error}
        error={vouchers.error}
        refused={vouchers.refused}
        onRetry={vouchers.load}
        skeletonRows={1}
      >
        {latest && <VoucherStatus voucher={latest} />}
        {!order.voucher_pending && <VoucherForm onSubmit={store.submitVoucher} />}
      </AsyncContent>
    </div>
  );
});

const Payment = observer(function Payment({ orderSn }: { orderSn: string }) {
  const [store] = useState(() => new PaymentStore(orderSn));
  const navigate = useNavigate();
  useEffect(() => void store.load(), [store]);
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
          <Radio.Group value={store.payType} onChange={(v) => store.choose(v as PayTypeName)}>
            <Cell.Group title="支付方式" inset>
              {data.types.map((t) => (
                // The row is tapped; the radio in it is the control for the keyboard and screen readers (a
                // clickable cell is a button, and a button may not hold a radio).
                <Cell
                  key={t.type}
                  title={t.name}
                  label={t.description}
                  onClick={() => store.choose(t.type)}
                  rightIcon={
                    <Radio name={t.type}>
                      <span className="visually-hidden">{t.name}</span>
                    </Radio>
                  }
                />
              ))}
            </Cell.Group>
          </Radio.Group>
          {store.payType === 'offline' && <OfflinePanel store={store} order={data.order} />}
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
    <RequireLogin title={TITLE}>
      <PageLayout title={TITLE}>
        {orderSn ? <Payment key={orderSn} orderSn={orderSn} /> : <EmptyState description="订单不存在" />}
      </PageLayout>
    </RequireLogin>
  );
}

import { observer } from 'mobx-react-lite';
import { AsyncContent, formatMoney } from '@conf/shared';
import type { OrderDetail } from '../../orders';
import type { PaymentStore } from '../stores/PaymentStore';
import { BankAccount } from './BankAccount';
import { VoucherForm } from './VoucherForm';
import { VoucherStatus } from './VoucherStatus';
import styles from './Offline.module.css';

/** The offline part: where to transfer to, then the voucher's state or the form to send one. */
export default observer(function OfflinePanel({ store, order }: { store: PaymentStore; order: OrderDetail }) {
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

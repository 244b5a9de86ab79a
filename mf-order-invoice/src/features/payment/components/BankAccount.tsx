import { copyText } from '@conf/shared';
import type { BankAccount as Bank } from '../api/payment';
import styles from './Offline.module.css';

/** The organiser's account to transfer to; the account number copies on tap. */
export function BankAccount({ bank, amount }: { bank: Bank; amount: string }) {
  return (
    <dl className={styles.bank} data-testid="bank-account">
      <dt>户名</dt>
      <dd>{bank.account_name || '—'}</dd>
      <dt>开户行</dt>
      <dd>{bank.bank_name || '—'}</dd>
      <dt>账号</dt>
      <dd>
        {bank.account || '—'}
        {bank.account && (
          <button type="button" className={styles.copy} onClick={() => void copyText(bank.account)}>
            复制
          </button>
        )}
      </dd>
      <dt>转账金额</dt>
      <dd className={styles.amount}>{amount}</dd>
    </dl>
  );
}

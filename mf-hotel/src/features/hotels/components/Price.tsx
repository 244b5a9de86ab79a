import { formatMoney } from '@conf/shared';
import styles from './Price.module.css';

/** A price in fen, yuan large and the unit (起, /晚) small. */
export function Price({ fen, suffix }: { fen: number; suffix?: string }) {
  return (
    <span className={styles.price}>
      <span className={styles.amount}>{formatMoney(fen)}</span>
      {suffix && <span className={styles.suffix}>{suffix}</span>}
    </span>
  );
}

import { CountDown } from 'react-vant/es/count-down';
import styles from './HoldCountdown.module.css';

/** How long an unpaid order still holds its seats or rooms; `onFinish` when that time is up. */
export function HoldCountdown({ seconds, onFinish }: { seconds: number; onFinish: () => void }) {
  return (
    <span className={styles.hold} data-testid="hold-countdown">
      剩余支付时间
      <CountDown time={seconds * 1000} format={seconds >= 3600 ? 'HH:mm:ss' : 'mm:ss'} onFinish={onFinish} className={styles.time} />
    </span>
  );
}

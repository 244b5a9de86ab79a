import type { ReactNode } from 'react';
import type { CouponTerms } from '../api/coupons';
import styles from './CouponCard.module.css';

interface CouponCardProps {
  /** A held coupon or a batch to claim: both carry the same terms. */
  coupon: Pick<CouponTerms, 'amount' | 'threshold' | 'name' | 'meeting_title'>;
  /** Held coupons and batches word it differently (see validity.ts). */
  validity: string;
  /** Used and expired ones, and a shared batch that has ended, are greyed and stamped. */
  stamp?: '已使用' | '已过期' | '已结束';
  action?: ReactNode;
}

/** ¥50 without decimals when whole, ¥12.5 otherwise: coupon faces read best short. */
const faceValue = (fen: number) => String(fen / 100);

/** A coupon ticket: amount and threshold on the left, name, scope and validity on the right. */
export function CouponCard({ coupon, validity, stamp, action }: CouponCardProps) {
  const { amount, threshold, name, meeting_title: meetingTitle } = coupon;
  return (
    <div className={`${styles.card} ${stamp ? styles.dim : ''}`} data-testid="coupon-card">
      <div className={styles.value}>
        <span className={styles.amount}>
          <small>¥</small>
          {faceValue(amount)}
        </span>
        <span className={styles.threshold}>{threshold > 0 ? `满${faceValue(threshold)}元可用` : '无门槛'}</span>
      </div>
      <div className={styles.info}>
        <strong className={styles.name}>{name}</strong>
        <span className={styles.scope}>{meetingTitle ? `限“${meetingTitle}”使用` : '全平台会议、酒店通用'}</span>
        <span className={styles.validity}>{validity}</span>
      </div>
      {action && <div className={styles.action}>{action}</div>}
      {stamp && <span className={styles.stamp}>{stamp}</span>}
    </div>
  );
}

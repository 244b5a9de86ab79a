import { formatTime } from '@conf/shared';
import type { Voucher } from '../api/payment';
import styles from './Offline.module.css';

const TEXT: Record<Voucher['status'], string> = { pending: '审核中', approved: '已通过', rejected: '未通过' };

/** The latest voucher sent for the order and what the organiser made of it. */
export function VoucherStatus({ voucher }: { voucher: Voucher }) {
  return (
    <div className={styles.status} data-testid="voucher-status">
      <p>
        转账凭证<b className={styles[voucher.status]}>{TEXT[voucher.status]}</b>
        <span>{formatTime(voucher.created_at)} 提交</span>
      </p>
      {voucher.status === 'pending' && <p className={styles.hint}>主办方核实到账后即确认订单，请耐心等待</p>}
      {voucher.status === 'rejected' && <p className={styles.rejected}>原因：{voucher.reject_reason}。请重新上传凭证或改用支付宝支付。</p>}
      <img src={voucher.image} alt="转账凭证" className={styles.thumb} />
    </div>
  );
}

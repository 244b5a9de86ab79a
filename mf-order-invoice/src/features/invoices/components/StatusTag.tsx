import type { InvoiceStatusCode } from '../api/invoices';
import styles from './InvoiceCards.module.css';

const TONE: Record<InvoiceStatusCode, string> = {
  pending: styles.waiting,
  issuing: styles.waiting,
  issued: styles.done,
  failed: styles.failed,
  reversing: styles.waiting,
  reversed: styles.muted,
};

/** 待开票 / 开票中 / 已开票 / 开票失败 / 冲红中 / 已红冲, coloured by what it means for the user. */
export function StatusTag({ code, text }: { code: InvoiceStatusCode; text: string }) {
  return <span className={`${styles.status} ${TONE[code]}`}>{text}</span>;
}

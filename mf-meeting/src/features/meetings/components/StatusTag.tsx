import type { MeetingStatus } from '../api/meetings';
import { STATUS_TEXT } from '../status';
import styles from './StatusTag.module.css';

export function StatusTag({ status, className }: { status: MeetingStatus; className?: string }) {
  return <span className={`${styles.tag} ${styles[status]} ${className ?? ''}`}>{STATUS_TEXT[status]}</span>;
}

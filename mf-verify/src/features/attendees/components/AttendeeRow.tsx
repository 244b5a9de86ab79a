import { formatTime } from '@conf/shared';
import type { VerifyAttendee } from '../api/verifyingUsers';
import styles from './AttendeeRow.module.css';

/** One attendee: who, which ticket, and for a checked-in one when and on which device. */
export function AttendeeRow({ a }: { a: VerifyAttendee }) {
  const at = a.scanned_at ?? a.checked_in_at;
  return (
    <article className={styles.row} data-testid="verify-attendee">
      <div className={styles.head}>
        <span className={styles.name}>{a.name}</span>
        <span className={styles.mobile}>{a.mobile}</span>
        <span className={styles.ticket}>{a.ticket_name}</span>
      </div>
      {a.company && <p className={styles.line}>{a.company}</p>}
      {at && (
        <p className={styles.line}>
          {formatTime(at, 'YYYY-MM-DD HH:mm')} 核销{a.verifier_name ? ` · ${a.verifier_name}` : ''}
          {a.device ? ` · ${a.device}` : ''}
        </p>
      )}
    </article>
  );
}

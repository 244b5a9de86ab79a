import { Link } from '@conf/shared';
import styles from './TicketNotice.module.css';

/** A hotel that takes only ticket holders, told to someone without a paid ticket, with the way to buy one. */
export function TicketNotice({ meetingId }: { meetingId: number }) {
  return (
    <div className={styles.notice} role="note" data-testid="ticket-notice">
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <span className={styles.text}>预订该酒店需先购买会议门票</span>
      <Link className={styles.link} to={`/meeting/apply/${meetingId}`}>
        去购票
      </Link>
    </div>
  );
}

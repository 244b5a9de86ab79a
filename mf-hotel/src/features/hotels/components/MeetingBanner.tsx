import { formatDateRange } from '@conf/shared';
import type { MeetingBrief } from '../api/hotels';
import styles from './MeetingBanner.module.css';

/** Which meeting the listed hotels serve, and where it takes place. */
export function MeetingBanner({ meeting }: { meeting: MeetingBrief }) {
  return (
    <section className={styles.banner}>
      <div className={styles.label}>会议协议酒店</div>
      <h2 className={styles.title}>{meeting.title}</h2>
      <p className={styles.line}>
        {formatDateRange(meeting.start_at, meeting.end_at)}
        {meeting.venue && ` · ${meeting.venue}`}
      </p>
    </section>
  );
}

import { formatDateRange, Link } from '@conf/shared';
import { LazyImage } from '../../../common/components/LazyImage';
import type { MeetingSummary } from '../api/meetings';
import { StatusTag } from './StatusTag';
import styles from './MeetingRow.module.css';

/** A meeting as a compact row, for overview pages. */
export function MeetingRow({ meeting }: { meeting: MeetingSummary }) {
  return (
    <Link to={`/meeting/home/${meeting.id}`} className={styles.row} data-testid="meeting-row">
      <LazyImage src={meeting.cover} alt="" className={styles.cover} />
      <div className={styles.text}>
        <h3 className={styles.title}>{meeting.title}</h3>
        <p className={styles.meta}>{formatDateRange(meeting.start_at, meeting.end_at)}</p>
        <p className={styles.meta}>
          <StatusTag status={meeting.status} /> {meeting.city}
        </p>
      </div>
    </Link>
  );
}

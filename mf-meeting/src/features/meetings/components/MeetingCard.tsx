import ClockO from '@react-vant/icons/es/ClockO';
import LocationO from '@react-vant/icons/es/LocationO';
import { formatDateRange, Link } from '@conf/shared';
import { LazyImage } from '../../../common/components/LazyImage';
import type { MeetingSummary } from '../api/meetings';
import { StatusTag } from './StatusTag';
import styles from './MeetingCard.module.css';

/** A meeting in a list: cover with its status, title, dates and place; opens the meeting home. */
export function MeetingCard({ meeting }: { meeting: MeetingSummary }) {
  const place = [meeting.city, meeting.venue].filter(Boolean).join(' · ');
  return (
    <Link to={`/meeting/home/${meeting.id}`} className={styles.card} data-testid="meeting-card">
      <div className={styles.coverWrap}>
        <LazyImage src={meeting.cover} alt="" className={styles.cover} />
        <StatusTag status={meeting.status} className={styles.status} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{meeting.title}</h3>
        <p className={styles.line}>
          <ClockO /> {formatDateRange(meeting.start_at, meeting.end_at)}
        </p>
        {place && (
          <p className={styles.line}>
            <LocationO /> {place}
          </p>
        )}
      </div>
    </Link>
  );
}

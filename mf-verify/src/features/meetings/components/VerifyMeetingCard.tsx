import { formatDateRange, Link } from '@conf/shared';
import type { MeetingStatus, VerifyMeeting } from '../api/verifyMeetings';
import styles from './VerifyMeetingCard.module.css';

const STATUS_LABELS: Record<MeetingStatus, string> = { ongoing: '进行中', upcoming: '未开始', ended: '已结束' };

/** A meeting the verifier works at: when and where, whether it is on, and how many have checked in; opens its lists. */
export function VerifyMeetingCard({ meeting }: { meeting: VerifyMeeting }) {
  const place = [meeting.city.replace(/市$/, ''), meeting.venue].filter(Boolean).join(' · ');
  return (
    <Link className={styles.card} to={`/verify/${meeting.id}`} data-testid="verify-meeting">
      <div className={styles.main}>
        <img className={styles.cover} src={meeting.cover} alt={meeting.title} loading="lazy" />
        <div className={styles.body}>
          <h3 className={styles.title}>{meeting.title}</h3>
          <p className={styles.line}>{formatDateRange(meeting.start_at, meeting.end_at)}</p>
          {place && <p className={styles.line}>{place}</p>}
        </div>
      </div>
      <div className={styles.foot}>
        <span className={styles[meeting.status]}>{STATUS_LABELS[meeting.status]}</span>
        <span className={styles.counts}>
          已核销 <b>{meeting.verified_count}</b> / 应到 {meeting.attendee_count} 人
        </span>
      </div>
    </Link>
  );
}

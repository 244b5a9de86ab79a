import LocationO from '@react-vant/icons/es/LocationO';
import { formatTime, Link } from '@conf/shared';
import { LazyImage } from '../../../common/components/LazyImage';
import type { ScheduleSummary } from '../api/schedules';
import styles from './ScheduleCard.module.css';

/** A session in the programme: its time on the left, title, hall and speakers on the right. */
export function ScheduleCard({ session }: { session: ScheduleSummary }) {
  return (
    <Link to={`/meeting/schedule/detail?id=${session.id}`} className={styles.card} data-testid="schedule-card">
      <div className={styles.time}>
        <strong>{formatTime(session.start_at, 'HH:mm')}</strong>
        <span>{formatTime(session.end_at, 'HH:mm')}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{session.title}</h3>
        {session.hall && (
          <p className={styles.hall}>
            <LocationO /> {session.hall}
          </p>
        )}
        {session.speakers.length > 0 && (
          <ul className={styles.speakers}>
            {session.speakers.map((s) => (
              <li key={s.id}>
                {/* The name beside it says who: the picture is decoration to a screen reader. */}
                <LazyImage src={s.avatar} alt="" className={styles.avatar} />
                {s.name}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Link>
  );
}

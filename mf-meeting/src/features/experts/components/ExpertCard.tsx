import Arrow from '@react-vant/icons/es/Arrow';
import { Link } from '@conf/shared';
import { LazyImage } from '../../../common/components/LazyImage';
import type { ExpertSummary } from '../api/experts';
import styles from './ExpertCard.module.css';

export const expertPath = (expertId: number, meetingId?: number | null) =>
  `/meeting/expert/detail?id=${expertId}${meetingId ? `&meeting_id=${meetingId}` : ''}`;

interface ExpertCardProps {
  expert: Pick<ExpertSummary, 'id' | 'name' | 'avatar' | 'title' | 'organization'> & { role?: string };
  meetingId?: number | null;
  /** An extra line, e.g. the topic of their talk. */
  note?: string;
}

/** An expert in a list: avatar, name, their part at the meeting, title and organisation; opens their page. */
export function ExpertCard({ expert, meetingId, note }: ExpertCardProps) {
  return (
    <Link to={expertPath(expert.id, meetingId)} className={styles.card} data-testid="expert-card">
      <LazyImage src={expert.avatar} alt="" className={styles.avatar} />
      <div className={styles.text}>
        <p className={styles.name}>
          {expert.name}
          {expert.role && <span className={styles.role}>{expert.role}</span>}
        </p>
        <p className={styles.line}>{[expert.title, expert.organization].filter(Boolean).join(' · ')}</p>
        {note && <p className={styles.note}>{note}</p>}
      </div>
      <Arrow className={styles.arrow} />
    </Link>
  );
}

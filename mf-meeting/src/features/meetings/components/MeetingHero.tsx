import type { ReactNode } from 'react';
import ClockO from '@react-vant/icons/es/ClockO';
import LocationO from '@react-vant/icons/es/LocationO';
import { formatDateRange } from '@conf/shared';
import { assetUrl } from '../../../common/assetUrl';
import type { MeetingDetails } from '../api/meetings';
import { StatusTag } from './StatusTag';
import styles from './MeetingHero.module.css';

/** The top of a meeting page: its background picture with the title, then a card with dates and place. */
export function MeetingHero({ meeting, children }: { meeting: MeetingDetails; children?: ReactNode }) {
  const image = assetUrl(meeting.background_image || meeting.cover);
  return (
    <>
      {/* data-lead: the page's lead picture, which the shell's first screen shows until this does (shell/src/boot). */}
      <header className={styles.hero} style={{ backgroundImage: `url("${image}")` }} data-lead={image}>
        <div className={styles.shade}>
          <StatusTag status={meeting.status} />
          <h1 className={styles.title}>{meeting.title}</h1>
          {meeting.subtitle && <p className={styles.subtitle}>{meeting.subtitle}</p>}
        </div>
      </header>
      <div className={styles.card}>
        <p className={styles.row}>
          <ClockO className={styles.icon} />
          <span>{formatDateRange(meeting.start_at, meeting.end_at)}</span>
        </p>
        <p className={styles.row}>
          <LocationO className={styles.icon} />
          <span>
            {meeting.venue}
            {meeting.address && <small className={styles.address}>{meeting.address}</small>}
          </span>
        </p>
        {children}
      </div>
    </>
  );
}

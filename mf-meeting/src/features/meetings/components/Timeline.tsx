import { useState } from 'react';
import { formatTime } from '@conf/shared';
import type { TimelineItem } from '../api/meetings';
import styles from './Timeline.module.css';

/** The meeting's key dates, those already passed marked as done. */
export function Timeline({ items, now }: { items: TimelineItem[]; now?: number }) {
  const [openedAt] = useState(Date.now);
  const at = now ?? openedAt;
  return (
    <ol className={styles.list}>
      {items.map((item) => {
        const done = Date.parse(item.date) <= at;
        return (
          <li key={`${item.date}-${item.title}`} className={`${styles.item} ${done ? styles.done : ''}`}>
            <span className={styles.dot} aria-hidden />
            <time className={styles.time}>{formatTime(item.date, 'YYYY年M月D日 HH:mm')}</time>
            <strong className={styles.title}>
              {item.title}
              {done && <span className={styles.badge}>已完成</span>}
            </strong>
            {item.description && <p className={styles.desc}>{item.description}</p>}
          </li>
        );
      })}
    </ol>
  );
}

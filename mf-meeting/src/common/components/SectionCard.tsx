import type { ReactNode } from 'react';
import { Link } from '@conf/shared';
import styles from './SectionCard.module.css';

interface SectionCardProps {
  title: string;
  /** A "more" link in the header. */
  more?: { to: string; label?: string };
  children: ReactNode;
  /** Rows that bring their own side padding (full-width list items). */
  flush?: boolean;
}

/** A white rounded block with a titled header, the building block of the overview pages. */
export function SectionCard({ title, more, children, flush = false }: SectionCardProps) {
  return (
    <section className={`${styles.card} ${flush ? styles.flush : ''}`} aria-label={title}>
      <header className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {more && (
          <Link className={styles.more} to={more.to}>
            {more.label ?? '更多'}
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}

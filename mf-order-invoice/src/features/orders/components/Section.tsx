import type { ReactNode } from 'react';
import styles from './Section.module.css';

/** A white block of the detail page with its heading. */
export function Section({ title, extra, children, testId }: { title: string; extra?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.section} data-testid={testId}>
      <header className={styles.head}>
        <h3>{title}</h3>
        {extra}
      </header>
      {children}
    </section>
  );
}

/** A label and its value on one line. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <span>{label}</span>
      <span>{children}</span>
    </div>
  );
}

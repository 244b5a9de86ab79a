import type { ReactNode } from 'react';
import styles from './InfoList.module.css';

type Row = readonly [label: string, value: ReactNode];

/** Label and value rows (time, place, phone...); rows given as false or empty are left out. */
export function InfoList({ rows }: { rows: Array<Row | false | null | undefined> }) {
  return (
    <dl className={styles.list}>
      {rows
        .filter((r): r is Row => Boolean(r && r[1]))
        .map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

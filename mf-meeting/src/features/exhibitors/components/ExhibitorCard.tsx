import { LazyImage } from '../../../common/components/LazyImage';
import type { Exhibitor } from '../api/exhibitors';
import styles from './ExhibitorCard.module.css';

/** An exhibitor in a list: logo, name, booth and category; tapping shows its details. */
export function ExhibitorCard({ exhibitor, onOpen }: { exhibitor: Exhibitor; onOpen: (e: Exhibitor) => void }) {
  return (
    <button type="button" className={styles.card} onClick={() => onOpen(exhibitor)} data-testid="exhibitor-card">
      <LazyImage src={exhibitor.logo} alt="" className={styles.logo} />
      <span className={styles.text}>
        <span className={styles.name}>{exhibitor.name}</span>
        <span className={styles.meta}>
          {exhibitor.booth && <span className={styles.booth}>{exhibitor.booth}</span>}
          {exhibitor.category}
        </span>
      </span>
    </button>
  );
}

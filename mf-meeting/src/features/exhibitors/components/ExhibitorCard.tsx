import { LazyImage } from '../../../common/components/LazyImage';
import type { Exhibitor } from '../api/exhibitors';
import styles from './ExhibitorCard.module.css';

/** An exhibitor in a list: logo, name, booth and category; tapping shows its details. */
export function ExhibitorCard({
  exhibitor,
  onOpen,
  onTouch,
}: {
  exhibitor: Exhibitor;
  onOpen: (e: Exhibitor) => void;
  /** A finger (or a pointer) is on it: what the tap will open may be fetched now. */
  onTouch?: () => void;
}) {
  return (
    <button type="button" className={styles.card} onClick={() => onOpen(exhibitor)} onPointerDown={onTouch} data-testid="exhibitor-card">
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

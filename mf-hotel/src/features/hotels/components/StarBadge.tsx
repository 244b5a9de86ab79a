import { starLabel } from '../format';
import styles from './StarBadge.module.css';

export function StarBadge({ star }: { star: number }) {
  return <span className={styles.badge}>{starLabel(star)}</span>;
}

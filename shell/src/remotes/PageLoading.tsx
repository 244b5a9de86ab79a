import { LoadingSkeleton } from '@conf/shared';
import styles from './PageLoading.module.css';

/**
 * While a remote or one of its pages loads: the page's frame (the top bar's room, the screen's height), so
 * that when the page arrives its content lands where the skeleton was and the tab bar stays off-screen
 * below it, instead of everything jumping down by the bar (Lighthouse counted that as layout shift).
 */
export function PageLoading() {
  return (
    <div className={styles.page} aria-busy="true">
      <LoadingSkeleton rows={4} />
    </div>
  );
}

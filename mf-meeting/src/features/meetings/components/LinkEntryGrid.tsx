import { openLinkEntry } from '../../../common/link/openLinkEntry';
import type { LinkEntry } from '../../../common/link/resolveLinkEntry';
import { LazyImage } from '../../../common/components/LazyImage';
import { entryIcon, iconImage } from './entryIcons';
import styles from './LinkEntryGrid.module.css';

/**
 * A grid of a meeting's link entries. Tapping one does what the shared resolver says: navigate
 * (asking to log in for sign-up and hotels), open a tab, call, copy, or say it needs the mini-program.
 */
export function LinkEntryGrid({ entries, meetingId }: { entries: LinkEntry[]; meetingId: number }) {
  return (
    <div className={styles.grid}>
      {entries.map((entry, i) => {
        const Icon = entryIcon(entry);
        const image = iconImage(entry);
        return (
          <button
            key={`${entry.name}-${i}`}
            type="button"
            className={styles.item}
            onClick={() => void openLinkEntry(entry, meetingId)}
            data-entry-type={entry.type}
          >
            <span className={styles.icon}>{image ? <LazyImage src={image} alt="" className={styles.image} /> : <Icon />}</span>
            <span className={styles.name}>{entry.name}</span>
          </button>
        );
      })}
    </div>
  );
}

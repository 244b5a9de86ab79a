import { Button } from 'react-vant/es/button';
import type { ScanResult } from '../stores/scanStore';
import styles from './ResultCard.module.css';

/** The answer to a scan, big enough to read at arm's length, in green, amber or red. */
export function ResultCard({ result, onNext }: { result: ScanResult; onNext: () => void }) {
  return (
    <section className={`${styles.card} ${styles[result.tone]}`} data-testid="scan-result" data-tone={result.tone} role="status">
      <h2 className={styles.title}>{result.title}</h2>
      {result.name && (
        <p className={styles.name}>
          {result.name}
          {result.ticketName && <span className={styles.ticket}>{result.ticketName}</span>}
        </p>
      )}
      {result.detail && <p className={styles.detail}>{result.detail}</p>}
      <p className={styles.meta}>
        {result.offline ? '离线核销 · ' : ''}用时 {result.ms} ms
      </p>
      <Button block round className={styles.next} onClick={onNext}>
        继续扫码
      </Button>
    </section>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { PageLayout, RequireLogin, formatTime, Link, useParams } from '@conf/shared';
import { ScanStore } from '../stores/scanStore';
import { signal } from '../scanner/feedback';
import { Viewfinder } from '../components/Viewfinder';
import { ResultCard } from '../components/ResultCard';
import { ManualEntry } from '../components/ManualEntry';
import styles from './ScanPage.module.css';

const TITLE = '扫码核销';
const RETRY_MS = 30_000;

const Scan = observer(function Scan({ meetingId }: { meetingId: number }) {
  const [store] = useState(() => new ScanStore(meetingId));

  useEffect(() => {
    void store.start();
    const up = () => store.setOnline(true);
    const down = () => store.setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    // A server that did not answer while the browser thought it was online sends no 'online' event: try again now and then.
    const retry = window.setInterval(() => navigator.onLine && !store.online && up(), RETRY_MS);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.clearInterval(retry);
    };
  }, [store]);

  const check = useCallback(
    async (code: string, startedAt?: number) => {
      const result = await store.submit(code, startedAt);
      if (result) signal(result.tone === 'success');
    },
    [store],
  );
  const onCode = useCallback((code: string, frameAt: number) => void (store.wants(code) && check(code, frameAt)), [store, check]);

  return (
    <PageLayout
      title={TITLE}
      right={
        <Link to={`/verify/${meetingId}`} replace>
          名单
        </Link>
      }
    >
      <div className={styles.status} data-testid="scan-status">
        <span className={store.online ? styles.online : styles.offline}>{store.online ? '在线' : '离线'}</span>
        <span>{store.offlineReady ? `离线数据 ${formatTime(store.offlineAt!, 'HH:mm')} 已下载` : '离线数据未下载'}</span>
        <span className={styles.pending} data-testid="scan-pending">
          {store.syncing ? '正在同步…' : store.pending > 0 ? `待同步 ${store.pending} 条` : '全部已同步'}
        </span>
      </div>
      {store.conflicts.length > 0 && (
        <section className={styles.conflicts} data-testid="scan-conflicts">
          <h3>以下离线核销未被服务器接受</h3>
          {store.conflicts.map((c) => (
            <p key={c.scan_id}>
              {c.name}：{c.message}
            </p>
          ))}
          <Button size="mini" onClick={() => void store.clearConflicts()}>
            知道了
          </Button>
        </section>
      )}
      <Viewfinder onCode={onCode} />
      {store.result && <ResultCard result={store.result} onNext={store.dismiss} />}
      <ManualEntry busy={store.busy} onSubmit={(code) => void check(code)} />
      <p className={styles.hint}>将电子票二维码放入框内即可自动识别；断网时可继续核销，联网后自动同步。</p>
    </PageLayout>
  );
});

/** /verify/{meetingId}/scan: the camera at the door, with manual entry, working on without network. */
export default function ScanPage() {
  const id = Number(useParams().meetingId);
  return <RequireLogin title={TITLE}>{Number.isInteger(id) && id > 0 ? <Scan meetingId={id} /> : null}</RequireLogin>;
}

import { Button, Empty } from 'react-vant';
import { EmptyImage } from '@conf/shared';
import { REMOTE_LABELS } from './remoteLabels';

/** Shown inside the layout when a remote cannot be loaded; the rest of the site keeps working. */
export function RemoteFallback({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  return (
    <div data-testid="remote-fallback" style={{ paddingTop: 60 }}>
      <Empty image={<EmptyImage kind="network" />} imageSize={120} description={`「${REMOTE_LABELS[remote] ?? remote}」模块暂时无法加载，请检查网络后重试`}>
        <Button round type="primary" size="small" style={{ width: 120 }} onClick={onRetry}>
          重试
        </Button>
      </Empty>
    </div>
  );
}

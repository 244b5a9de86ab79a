import { Button } from 'react-vant/es/button';
import { Empty } from 'react-vant/es/empty';
import { EmptyImage, PageLayout } from '@conf/shared';
import { labelOf } from './ownership';

interface RemoteFallbackProps {
  remote: string;
  /** The remote needs a newer page (shell) than this one: reloading fetches the newest. */
  outdated?: boolean;
  onRetry: () => void;
}

/** Shown inside the layout when a remote cannot be loaded, under a title bar; the rest of the site keeps working. */
export function RemoteFallback({ remote, outdated = false, onRetry }: RemoteFallbackProps) {
  const label = labelOf(remote);
  return (
    <PageLayout title={label}>
      <div data-testid="remote-fallback" style={{ paddingTop: 60 }}>
        <Empty
          image={<EmptyImage kind="network" />}
          imageSize={120}
          description={outdated ? `「${label}」需要更新的页面版本，请刷新页面` : `「${label}」模块暂时无法加载，请检查网络后重试`}
        >
          <Button round type="primary" size="small" style={{ width: 120 }} onClick={outdated ? () => window.location.reload() : onRetry}>
            {outdated ? '刷新页面' : '重试'}
          </Button>
        </Empty>
      </div>
    </PageLayout>
  );
}

import { Button } from 'react-vant/es/button';
import { Empty } from 'react-vant/es/empty';
import { Skeleton } from 'react-vant/es/skeleton';
import type { ReactNode } from 'react';
import { EmptyImage } from './EmptyImage';

/** Placeholder rows while a page or list loads. */
export function LoadingSkeleton({ rows = 3, avatar = false }: { rows?: number; avatar?: boolean }) {
  return (
    <div data-testid="loading-skeleton" style={{ padding: '12px 0' }}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} title avatar={avatar} row={2} style={{ marginBottom: 16 }} />
      ))}
    </div>
  );
}

export function EmptyState({ description = '暂无数据', children }: { description?: string; children?: ReactNode }) {
  return (
    // react-vant's Empty does not pass data-* attributes through.
    <div data-testid="empty-state">
      <Empty image={<EmptyImage />} imageSize={120} description={description}>
        {children}
      </Empty>
    </div>
  );
}

export function ErrorState({ message = '加载失败', onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div data-testid="error-state">
      <Empty image={<EmptyImage kind="network" />} imageSize={120} description={message}>
        {onRetry && (
          <Button round type="primary" size="small" onClick={onRetry} style={{ width: 120 }}>
            重新加载
          </Button>
        )}
      </Empty>
    </div>
  );
}

interface AsyncContentProps {
  loading: boolean;
  error?: string | null;
  /** The error is the server's answer (isRefusal): shown as it is, without 重新加载. */
  refused?: boolean;
  empty?: boolean;
  emptyText?: string;
  onRetry?: () => void;
  skeletonRows?: number;
  children: ReactNode;
}

/** One place deciding between skeleton, error with retry (or the server's refusal as it is), empty state and the content. */
export function AsyncContent({ loading, error, refused, empty, emptyText, onRetry, skeletonRows, children }: AsyncContentProps) {
  if (error) return refused ? <EmptyState description={error} /> : <ErrorState message={error} onRetry={onRetry} />;
  if (loading) return <LoadingSkeleton rows={skeletonRows} />;
  if (empty) return <EmptyState description={emptyText} />;
  return <>{children}</>;
}

import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { AsyncContent, type Loadable } from '@conf/shared';

interface LoadableViewProps<T> {
  item: Loadable<T>;
  children: (data: T) => ReactNode;
  /** When the loaded data counts as nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  skeletonRows?: number;
}

/** One loaded thing on screen: loads it when it appears; skeleton, error with retry, empty state, then the content. */
function LoadableViewInner<T>({ item, children, isEmpty, emptyText, skeletonRows }: LoadableViewProps<T>) {
  useEffect(() => {
    void item.load();
  }, [item]);
  const { data } = item;
  return (
    <AsyncContent
      loading={data === undefined}
      error={item.error}
      refused={item.refused}
      onRetry={item.load}
      empty={data !== undefined && Boolean(isEmpty?.(data))}
      emptyText={emptyText}
      skeletonRows={skeletonRows}
    >
      {data !== undefined && children(data)}
    </AsyncContent>
  );
}

export const LoadableView = observer(LoadableViewInner) as <T>(props: LoadableViewProps<T>) => ReactNode;

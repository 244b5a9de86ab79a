import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { List } from 'react-vant/es/list';
import { PullRefresh } from 'react-vant/es/pull-refresh';
import type { PagedList } from '../stores/pagedList';
import { errorMessage } from '../http/errors';
import { useScrollRestore } from '../navigation/useScrollRestore';
import { EmptyState, ErrorState, LoadingSkeleton } from './PageStatus';
import { toast } from './toast';

interface PagedListViewProps<T> {
  list: PagedList<T>;
  renderItem: (item: T, index: number) => ReactNode;
  emptyText?: string;
  /** Shown under the empty state, e.g. a button to add the first item. */
  emptyAction?: ReactNode;
  skeletonRows?: number;
}

/**
 * A paged list on screen: skeleton, error with retry, empty state, then the items with
 * pull-to-refresh and infinite loading. Loads the first page when it appears (or gets a new list);
 * coming back to it (back button) scrolls to where the user was once the items are in.
 */
function PagedListViewInner<T>({ list, renderItem, emptyText, emptyAction, skeletonRows = 3 }: PagedListViewProps<T>) {
  useEffect(() => {
    if (!list.loaded && !list.loading) void list.reload();
  }, [list]);
  useScrollRestore(list.loaded);

  if (list.error) return list.refused ? <EmptyState description={list.error} /> : <ErrorState message={list.error} onRetry={list.reload} />;
  if (!list.loaded) return <LoadingSkeleton rows={skeletonRows} />;
  const refresh = () => list.reload().catch((e: unknown) => toast.fail(errorMessage(e)));
  return (
    <PullRefresh onRefresh={refresh}>
      {list.empty ? (
        <EmptyState description={emptyText}>{emptyAction}</EmptyState>
      ) : (
        // The List is mounted only once the first page is in, so its onLoad only ever asks for further pages.
        <List finished={list.finished} onLoad={list.loadMore} finishedText="没有更多了" errorText="加载失败，点击重试">
          {list.items.map(renderItem)}
        </List>
      )}
    </PullRefresh>
  );
}

export const PagedListView = observer(PagedListViewInner) as <T>(props: PagedListViewProps<T>) => ReactNode;

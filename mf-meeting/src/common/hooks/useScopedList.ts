import { useMemo } from 'react';
import { PagedList, type PageData, useSearchParams } from '@conf/shared';
import { useQueryId } from './useQueryId';

type ScopedFetch<T> = (meetingId: number, page: number, keyword: string) => Promise<PageData<T>>;

/**
 * A meeting's experts or exhibitors (?id=), or on a results page (?id=&keyword=) those the keyword matches:
 * the same list, filtered or not. `list` is null without a valid meeting id (no such page).
 * `fetch` must be stable (a module's API function): a new one starts a new list.
 */
export function useScopedList<T>(fetch: ScopedFetch<T>, results: boolean) {
  const id = useQueryId();
  const [params] = useSearchParams();
  const keyword = results ? (params.get('keyword') ?? '') : '';
  const list = useMemo(() => (id ? new PagedList((page) => fetch(id, page, keyword)) : null), [fetch, id, keyword]);
  return { id, keyword, list };
}

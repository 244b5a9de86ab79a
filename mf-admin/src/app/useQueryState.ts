import { useSearchParams } from '@conf/shared';

/**
 * A list's filters and page kept in the URL query, so a link or a reload shows the same list.
 * Changing a filter goes back to the first page.
 */
export function useQueryState() {
  const [query, setQuery] = useSearchParams();
  const params = Object.fromEntries(query.entries());
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(query);
    for (const [k, v] of Object.entries({ page: undefined, ...changes })) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setQuery(next);
  };
  return { params, key: query.toString(), page: Number(params.page ?? 1), set, setPage: (p: number) => set({ page: String(p) }) };
}

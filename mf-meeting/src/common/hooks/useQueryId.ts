import { useParams, useSearchParams } from '@conf/shared';

const positive = (v: string | null | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** A positive integer id from the route parameter `param`, else from the query's `id`; null when neither is one. */
export function useQueryId(param?: string, queryName = 'id'): number | null {
  const params = useParams();
  const [search] = useSearchParams();
  return positive(param ? params[param] : undefined) ?? positive(search.get(queryName));
}

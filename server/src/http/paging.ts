import type { Queryable } from '../db';

/**
 * Paging of list calls: `page` (from 1) and `limit` in; out a page in the ThinkPHP paginator shape
 * the app's lists read, `{ total, per_page, current_page, last_page, data }` (as the meeting lists answer).
 */
export interface Page<T> {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  data: T[];
}

export interface Paging {
  page?: number;
  limit?: number;
}

/** Without a limit a page holds ten; the most a caller may ask for is @conf/contract's MAX_PAGE_LIMIT (PagingProperties). */
export const DEFAULT_LIMIT = 10;

/** Runs `sql` (a full SELECT with its ORDER BY) for one page and counts all its rows; limit and offset follow `params`. */
export async function pageOf<T>(
  q: Queryable,
  sql: string,
  params: unknown[],
  { page = 1, limit = DEFAULT_LIMIT }: Paging,
): Promise<Page<T>> {
  const n = params.length;
  const [data, count] = await Promise.all([
    q.query<T>(`${sql} LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, limit, (page - 1) * limit]),
    q.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${sql}) AS counted`, params),
  ]);
  const total = count[0]?.total ?? 0;
  return { total, per_page: limit, current_page: page, last_page: Math.max(1, Math.ceil(total / limit)), data };
}

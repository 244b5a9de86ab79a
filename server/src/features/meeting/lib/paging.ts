import { pagingProperties as basePaging, type Paging } from '../../../http/paging';

export { pageOf, type Page } from '../../../http/paging';

/** Paging plus a search term: what the visitor's lists accept. */
export type PageQuery = Paging & { keyword?: string };

/** Query-string schema properties for paging and search; spread into a route's querystring schema. */
export const pagingProperties = {
  ...basePaging,
  keyword: { type: 'string', maxLength: 50, title: '关键词' },
} as const;

/** `%term%` for ILIKE with the pattern characters of the term taken literally; null when there is no term. */
export function likePattern(keyword: string | undefined): string | null {
  const t = keyword?.trim();
  return t ? `%${t.replace(/[\\%_]/g, '\\$&')}%` : null;
}

export { pageOf, type Page } from '../../../http/paging';

/** `%term%` for ILIKE with the pattern characters of the term taken literally; null when there is no term. */
export function likePattern(keyword: string | undefined): string | null {
  const t = keyword?.trim();
  return t ? `%${t.replace(/[\\%_]/g, '\\$&')}%` : null;
}

/**
 * Only paths of this site; anything else gives `fallback`. Resolved as the browser would, because it reads
 * '/\\host' and '/<tab>/host' as '//host', another site.
 */
export function safeTarget(raw: string | null | undefined, fallback = '/'): string {
  if (!raw?.startsWith('/')) return fallback;
  const site = 'http://this.site';
  const url = new URL(raw, site);
  return url.origin === site ? `${url.pathname}${url.search}${url.hash}` : fallback;
}

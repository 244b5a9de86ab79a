// The WHATWG URL, a global of browsers and of Node alike; this package compiles against the language's library only.
declare const URL: new (input: string, base: string) => { origin: string; pathname: string; search: string; hash: string };

/**
 * Where a link from outside may send the user (a login's `redirect`, /redirect's `to`), read alike by the pages and
 * by the server answering a /redirect page's first calls for its target. Only paths of this site; anything else
 * gives `fallback`. Resolved as the browser would, because it reads '/\\host' and '/<tab>/host' as '//host',
 * another site.
 */
export function safeTarget(raw: string | null | undefined, fallback = '/'): string {
  if (!raw?.startsWith('/')) return fallback;
  const site = 'http://this.site';
  const url = new URL(raw, site);
  return url.origin === site ? `${url.pathname}${url.search}${url.hash}` : fallback;
}

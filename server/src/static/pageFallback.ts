/**
 * Sent before the script of a remote's page of its own (remotePage in serveApps.ts). When that script cannot be
 * loaded (the remote's files are down), the site's own page for the same address takes over: the shell, which
 * shows the remote's fallback with a retry while the rest of the site works. A chunk the page loads later
 * failing is the page's own business (its reload guard), not this.
 */
export const PAGE_FALLBACK_PATH = '/page-fallback.js';

/** The query that asks for the site's own page (the shell) where a remote would send its page of its own. */
const VIA_SHELL = 'via=shell';
export const asksForShell = (search: string) => new URLSearchParams(search).get('via') === 'shell';

export const PAGE_FALLBACK_SCRIPT = `addEventListener('error', function (e) {
  var s = e.target;
  if (!(s instanceof HTMLScriptElement) || !/^\\/remotes\\/[\\w-]+\\/page\\.js$/.test(new URL(s.src, location.href).pathname)) return;
  var url = new URL(location.href);
  url.search = url.search ? url.search + '&${VIA_SHELL}' : '?${VIA_SHELL}';
  location.replace(url.href);
}, true);
`;

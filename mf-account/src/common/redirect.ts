import { safeTarget } from '@conf/shared';

/**
 * Where to go after logging in: the `redirect` query the login page was opened with (set by loginPath()
 * on a 401 or the 未登录 dialog), if it is a path of this site; otherwise the personal page.
 */
export function returnTarget(search: string, fallback = '/mine'): string {
  const target = safeTarget(new URLSearchParams(search).get('redirect'), fallback);
  return target.startsWith('/sign/') ? fallback : target;
}

/** Keeps the `redirect` query when moving between the sign-in pages. */
export function withRedirect(path: string, search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  if (!redirect) return path;
  return `${path}${path.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(redirect)}`;
}

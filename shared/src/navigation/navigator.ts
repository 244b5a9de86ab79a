/**
 * Lets code outside React (the call helper, the login dialog) navigate inside the SPA.
 * The shell registers the router's navigate; before that, a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let current: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  current = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (current) current(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

export const LOGIN_PATH = '/sign/byPwd';

/** The password login, remembering where the user was so login can bring them back. */
export function loginPath(from = `${window.location.pathname}${window.location.search}`): string {
  return from.startsWith('/sign/') ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(from)}`;
}

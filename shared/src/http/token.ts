import { deleteCookie, readCookie, writeCookie } from './cookies';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

const clearListeners = new Set<() => void>();

/** The login token lives in a cookie that expires after 7 days; the server accepts it from the header or the cookie. */
export const tokenStorage = {
  get: (): string => readCookie('token') ?? '',
  set: (token: string): void => writeCookie('token', token, TOKEN_LIFETIME_SECONDS),
  clear: (): void => {
    deleteCookie('token');
    clearListeners.forEach((listener) => listener());
  },
  /** The session store follows a token cleared elsewhere (a 401 in a call), so it no longer claims a login. */
  onClear: (listener: () => void): (() => void) => {
    clearListeners.add(listener);
    return () => clearListeners.delete(listener);
  },
};

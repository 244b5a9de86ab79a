import { deleteCookie, readCookie, writeCookie } from './cookies';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** The login token lives in a cookie that expires after 7 days; the server accepts it from the header or the cookie. */
export const tokenStorage = {
  get: (): string => readCookie('token') ?? '',
  set: (token: string): void => writeCookie('token', token, TOKEN_LIFETIME_SECONDS),
  clear: (): void => deleteCookie('token'),
};

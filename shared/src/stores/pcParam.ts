import { makeAutoObservable } from 'mobx';
import { readCookie, writeCookie } from '../http/cookies';

const KEY = 'pc_param';
const COOKIE_SECONDS = 30 * 24 * 60 * 60;

/** The pc query parameter, remembered from the URL, then memory, then cookie, then local storage. */
export class PcParamStore {
  memory = '';

  constructor() {
    makeAutoObservable(this);
  }

  /** The current value given a URL query string; a value in the URL is remembered everywhere. */
  resolve(search: string): string {
    const fromUrl = new URLSearchParams(search).get('pc');
    if (fromUrl) {
      this.remember(fromUrl);
      return fromUrl;
    }
    return this.memory || readCookie(KEY) || localStorage.getItem(KEY) || '';
  }

  remember(value: string): void {
    this.memory = value;
    writeCookie(KEY, value, COOKIE_SECONDS);
    localStorage.setItem(KEY, value);
  }
}

export const pcParamStore = new PcParamStore();

/** Paths under /share/article never carry pc. */
export const pcExempt = (pathname: string) => pathname === '/share/article' || pathname.startsWith('/share/article/');

/** `to` with pc appended, unless it is exempt, already has one, or there is none to add. */
export function withPc(to: string, pc: string): string {
  if (!pc) return to;
  const url = new URL(to, 'http://x');
  if (pcExempt(url.pathname) || url.searchParams.has('pc')) return to;
  url.searchParams.set('pc', pc);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Browser state the shared library keeps between calls: cookies, storages, location. */

export function clearCookies(): void {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${pair.split('=')[0]}=; path=/; max-age=0`;
  }
}

export function resetBrowserState(): void {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
}

export type StubbedLocation = Location & { assign: jest.Mock; replace: jest.Mock; reload: jest.Mock };

/**
 * jsdom cannot navigate or reload; this swaps window.location for one at `url` whose
 * assign/replace/reload are recorded. Returns the restore function.
 */
export function stubLocation(url = 'http://localhost/'): { location: StubbedLocation; restore: () => void } {
  const original = window.location;
  const current = new URL(url);
  const location = {
    get href() {
      return current.href;
    },
    get origin() {
      return current.origin;
    },
    get pathname() {
      return current.pathname;
    },
    get search() {
      return current.search;
    },
    get hash() {
      return current.hash;
    },
    get host() {
      return current.host;
    },
    get hostname() {
      return current.hostname;
    },
    get protocol() {
      return current.protocol;
    },
    get port() {
      return current.port;
    },
    assign: jest.fn(),
    replace: jest.fn(),
    reload: jest.fn(),
    toString: () => current.href,
  } as unknown as StubbedLocation;
  delete (window as { location?: Location }).location;
  (window as { location: Location }).location = location;
  return {
    location,
    restore: () => {
      (window as { location: Location }).location = original;
    },
  };
}

/**
 * A window that scrolls: jsdom has no layout, so `scrollTo` moves a `scrollY` kept here. `scrollTo` is the mock
 * to assert on; `at(y)` stands for the user scrolling. Fresh for each test that calls it in beforeEach.
 */
export function stubWindowScroll(): { scrollTo: jest.Mock; at: (y: number) => void } {
  let y = 0;
  const scrollTo = jest.fn((_x: number, to: number) => {
    y = to;
  });
  Object.defineProperty(window, 'scrollY', { get: () => y, configurable: true });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  return { scrollTo, at: (to) => (y = to) };
}

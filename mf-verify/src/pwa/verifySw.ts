/// <reference lib="webworker" />
// The check-in pages' service worker (scope /verify): they open without network once visited. Built by
// workbox-webpack-plugin with this remote, served from its folder with Service-Worker-Allowed.
// Redeploys keep working: the remotes config, entries named without a version and the pages themselves are
// network-first (the cache only answers when the network does not); only files whose names carry a content
// hash, and entries whose URL carries their content version, are served from the cache first.
import { precacheAndRoute } from 'workbox-precaching';
import { registerRoute, NavigationRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

const NETWORK_TIMEOUT_S = 4;

// This remote's own hashed files (decoder worker, ZXing script and .wasm, page chunks): see `include` in webpack.config.js.
precacheAndRoute(self.__WB_MANIFEST);

const PAGES = 'verify-pages';
const STATIC = 'verify-static';
const ENTRIES = 'verify-entries';

// Every /verify page is the shell's page (the router inside decides what it shows): without network, any
// page kept answers for one never opened.
const anyPage = async () => {
  const cache = await caches.open(PAGES);
  const [first] = await cache.keys();
  return first ? cache.match(first) : undefined;
};
registerRoute(
  new NavigationRoute(
    new NetworkFirst({ cacheName: PAGES, networkTimeoutSeconds: NETWORK_TIMEOUT_S, plugins: [{ handlerDidError: anyPage }] }),
    {
      allowlist: [/^\/verify(\/|$)/],
    },
  ),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;
// A content hash in the name, or the server's content version of an entry file (main.js?v=…, remoteEntry.js?v=…).
const hashed = (url: URL) =>
  /\/chunks\/[^/]+\.[0-9a-f]{8}\.(js|css)$|\/assets\/[^/]+\.[0-9a-f]{8}\.\w+$/.test(url.pathname) ||
  /^[0-9a-f]{8}$/.test(url.searchParams.get('v') ?? '');

registerRoute(
  ({ url }) => sameOrigin(url) && hashed(url),
  new CacheFirst({ cacheName: STATIC, plugins: [new ExpirationPlugin({ maxEntries: 300 })] }),
);

// Entries named without a version, manifests, the remotes config, build ids.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    request.method === 'GET' &&
    !url.pathname.startsWith('/api/') &&
    !hashed(url) &&
    /\.(js|css|json)$/.test(url.pathname),
  new NetworkFirst({ cacheName: ENTRIES, networkTimeoutSeconds: NETWORK_TIMEOUT_S, plugins: [new ExpirationPlugin({ maxEntries: 50 })] }),
);

// The verifier's lists, so the pages show their last answer without network. (Not the session check: a
// failed one keeps the login, a stale one could belong to someone else.)
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && /^\/api\/wyms\/meeting\/verifying\//.test(url.pathname),
  new NetworkFirst({
    cacheName: 'verify-api',
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 3 * 86_400 })],
  }),
);

/**
 * The page that registered this worker loaded its files before the worker was there; it sends their
 * addresses once the worker is active, so the very first visit is enough to open the pages offline.
 */
self.addEventListener('message', (e: ExtendableMessageEvent) => {
  const msg = e.data as { type?: string; page?: string; urls?: string[] };
  if (msg?.type !== 'warm' || !msg.page) return;
  const keep = (name: string, href: string) =>
    caches
      .open(name)
      .then((c) => c.add(href))
      .catch(() => undefined);
  const files = (msg.urls ?? [])
    .map((u) => new URL(u))
    .filter((u) => sameOrigin(u) && !u.pathname.startsWith('/api/') && /\.(js|css|json|wasm)$/.test(u.pathname));
  e.waitUntil(Promise.all([keep(PAGES, msg.page), ...files.map((u) => keep(hashed(u) ? STATIC : ENTRIES, u.href))]));
});

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));

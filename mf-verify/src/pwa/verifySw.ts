/// <reference lib="webworker" />
// The check-in pages' service worker (scope /verify): they open without network once visited. Built by
// workbox-webpack-plugin with this remote, served from its folder with Service-Worker-Allowed.
// Redeploys keep working: the remotes config, each remote's manifest and entry, the shell's entry and the
// pages themselves are network-first (the cache only answers when the network does not); only files whose
// names carry a content hash are served from the cache first.
import { precacheAndRoute } from 'workbox-precaching';
import { registerRoute, NavigationRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

const NETWORK_TIMEOUT_S = 4;

// This remote's own hashed files (decoder worker, ZXing script and .wasm, page chunks): see `include` in webpack.config.js.
precacheAndRoute(self.__WB_MANIFEST);

// Every /verify page is the shell's page; the router inside decides what it shows.
registerRoute(new NavigationRoute(new NetworkFirst({ cacheName: 'verify-pages', networkTimeoutSeconds: NETWORK_TIMEOUT_S }), { allowlist: [/^\/verify(\/|$)/] }));

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const hashed = (url: URL) => /\/chunks\/[^/]+\.[0-9a-f]{8}\.(js|css)$|\/assets\/[^/]+\.[0-9a-f]{8}\.\w+$/.test(url.pathname);

registerRoute(({ url }) => sameOrigin(url) && hashed(url), new CacheFirst({ cacheName: 'verify-static', plugins: [new ExpirationPlugin({ maxEntries: 300 })] }));

// Entries, manifests, the remotes config, build ids, the shell's unhashed entry and its stylesheets.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && !url.pathname.startsWith('/api/') && !hashed(url) && /\.(js|css|json)$/.test(url.pathname),
  new NetworkFirst({ cacheName: 'verify-entries', networkTimeoutSeconds: NETWORK_TIMEOUT_S }),
);

// The verifier's lists and the session check, so the pages show their last answer without network.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && (/^\/api\/wyms\/meeting\/verifying\//.test(url.pathname) || url.pathname === '/api/_auth/session'),
  new NetworkFirst({ cacheName: 'verify-api', networkTimeoutSeconds: NETWORK_TIMEOUT_S, plugins: [new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 3 * 86_400 })] }),
);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));

/**
 * Makes the check-in pages installable and usable offline: the web app manifest and the service worker
 * are files of this remote's build. Only when the remote is served from the page's own origin (a
 * service worker cannot come from another), and only in production builds.
 */
declare let __webpack_public_path__: string;

let done = false;

export function registerPwa(): void {
  if (done || process.env.NODE_ENV !== 'production') return;
  done = true;
  const base = new URL(__webpack_public_path__, window.location.href);
  if (base.origin !== window.location.origin) return;
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = new URL('verify.webmanifest', base).href;
    document.head.appendChild(link);
  }
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker
      .register(new URL('verify-sw.js', base).href, { scope: '/verify' })
      .then(() => navigator.serviceWorker.ready)
      .then((reg) =>
        reg.active?.postMessage({
          type: 'warm',
          page: window.location.href,
          urls: performance.getEntriesByType('resource').map((r) => r.name),
        }),
      )
      .catch((e: unknown) => console.warn('[mf-verify] service worker not registered', e));
  }
}

import crypto from 'node:crypto';

/** How long after the first screen's picture has loaded the app starts anyway, when no largest-paint entry names it. */
export const START_ANYWAY_MS = 1000;

/**
 * On a page with a first screen (the lead picture, serveApps.ts), the shell's script is preloaded, not run by
 * the parser: this starts it once the picture is on the screen. The browser's largest-contentful-paint entry for
 * the picture is queued when the frame that shows it has been presented, so the picture's paint never waits
 * for main.js to be compiled and run first; main.js downloads meanwhile all the same. Started at once where
 * there is nothing to wait for (no picture, a browser without the entry type, a page opened in the background,
 * which gets no such entries); a second after the picture has loaded at the latest (a larger paint came first,
 * or the user touched the page, which ends largest-paint entries); at once when the picture fails.
 * Inline, so it costs no request; the page's policy allows this one script by its hash (FIRST_SCREEN_START_HASH).
 */
export const FIRST_SCREEN_START_SCRIPT = `(function () {
  var picture = document.getElementById('first-screen');
  var shell = document.getElementById('shell-script');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = shell.href;
    document.head.appendChild(script);
  }
  function startSoon() { setTimeout(start, ${START_ANYWAY_MS}); }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (!picture || types.indexOf('largest-contentful-paint') < 0 || document.visibilityState !== 'visible') return start();
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) { if (entry.element === picture) start(); });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  document.addEventListener('visibilitychange', start);
  picture.addEventListener('error', start);
  if (!picture.complete) return picture.addEventListener('load', startSoon);
  if (picture.naturalWidth) startSoon(); else start();
})();`;

/** The Content-Security-Policy source that lets FIRST_SCREEN_START_SCRIPT, and no other inline script, run. */
export const FIRST_SCREEN_START_HASH = `'sha256-${crypto.createHash('sha256').update(FIRST_SCREEN_START_SCRIPT).digest('base64')}'`;

/**
 * The shell's page made to start its script after its first screen: the parser's `<script defer src=main.js>`
 * becomes a preload (downloading as before) and FIRST_SCREEN_START_SCRIPT, put after the first screen, runs it.
 * A page without the script tag is returned as it is.
 */
export function startAfterFirstScreen(html: string): string {
  const tag = /<script defer src=(?:"([^"]+)"|([^\s">]+))><\/script>/.exec(html);
  if (!tag) return html;
  return html
    .replace(tag[0], () => `<link rel="preload" as="script" href="${tag[1] ?? tag[2]}" id="shell-script">`)
    .replace('</body>', () => `<script>${FIRST_SCREEN_START_SCRIPT}</script></body>`);
}

import crypto from 'node:crypto';
import { insert } from './insertIntoPage';

/** How long the page waits for its picture's paint once main.js has downloaded, at the most. */
export const WAIT_FOR_PICTURE_MS = 500;
/** How long the page waits for its picture's paint at all, whatever it has heard of main.js. */
export const WAIT_AT_MOST_MS = 3000;

/**
 * On a page with a first screen (the lead picture, serveApps.ts), the shell's script is preloaded, not run by
 * the parser: this starts it once the picture is on the screen. The browser's largest-contentful-paint entry for
 * the picture is queued when the frame that shows it has been presented, so the picture's paint never waits
 * for main.js to be compiled and run first; main.js downloads meanwhile all the same.
 * A picture slower than main.js (a large photo on a venue's network) holds the app back WAIT_FOR_PICTURE_MS at
 * the most, counted from main.js's arrival, and WAIT_AT_MOST_MS counted from here, should main.js's arrival go
 * unseen (a resource timing buffer that is full). Started at once where there is nothing to wait for: no
 * picture, a picture that failed, a browser without the entry type, a page in the background (which gets no
 * such entries), a main.js that failed (the parser's script would have failed the same way), and a user who
 * touches the page or a key (input ends largest-paint entries, and the user wants the app).
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
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (!picture || types.indexOf('largest-contentful-paint') < 0 || document.visibilityState !== 'visible') return start();
  if (picture.complete && !picture.naturalWidth) return start();
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) { if (entry.element === picture) start(); });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  ['visibilitychange', 'pointerdown', 'keydown'].forEach(function (type) { document.addEventListener(type, start, true); });
  picture.addEventListener('error', start);
  setTimeout(start, ${WAIT_AT_MOST_MS});
  function arrived() { setTimeout(start, ${WAIT_FOR_PICTURE_MS}); }
  if (performance.getEntriesByName(shell.href).length) return arrived();
  shell.addEventListener('load', arrived);
  shell.addEventListener('error', start);
})();`;

/** The Content-Security-Policy source that lets FIRST_SCREEN_START_SCRIPT, and no other inline script, run. */
export const FIRST_SCREEN_START_HASH = `'sha256-${crypto.createHash('sha256').update(FIRST_SCREEN_START_SCRIPT).digest('base64')}'`;

/**
 * The shell's page made to start its script after its first screen: the parser's `<script defer src=main.js>`
 * becomes a preload (downloading as before) and FIRST_SCREEN_START_SCRIPT, put after the first screen, runs it.
 * A page without the script tag or without `</body>` is returned as it is.
 */
export function startAfterFirstScreen(html: string): string {
  const tag = /<script defer src=(?:"([^"]+)"|([^\s">]+))><\/script>/.exec(html);
  // Both or neither: a preload without its starter would leave the page without its app.
  if (!tag || !html.includes('</body>')) return html;
  const preloaded = html.replace(tag[0], () => `<link rel="preload" as="script" href="${tag[1] ?? tag[2]}" id="shell-script">`);
  return insert(preloaded, '</body>', `<script>${FIRST_SCREEN_START_SCRIPT}</script>`);
}

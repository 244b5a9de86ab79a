/** @jest-environment jsdom */
/// <reference lib="dom" />
import crypto from 'node:crypto';
import {
  FIRST_SCREEN_START_HASH,
  FIRST_SCREEN_START_SCRIPT,
  startAfterFirstScreen,
  WAIT_AT_MOST_MS,
  WAIT_FOR_PICTURE_MS,
} from '../src/static/firstScreenStart';

/** The browser's PerformanceObserver as far as the script uses it: the test hands it entries. */
class Observer {
  static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
  static last?: Observer;
  constructor(private readonly callback: (list: { getEntries(): { element: Element | null }[] }) => void) {
    Observer.last = this;
  }
  observe(options: { type: string }) {
    expect(options).toMatchObject({ type: 'largest-contentful-paint', buffered: true });
  }
  paint(element: Element | null) {
    this.callback({ getEntries: () => [{ element }] });
  }
}

/**
 * The page as the server sends it, in this document, with its picture loaded or failed (`complete`,
 * `naturalWidth`) or not yet, main.js downloaded before the script ran or not, and the start script run.
 */
function openPage({ picture = true, complete = false, naturalWidth = 0, mainArrived = false } = {}) {
  document.head.innerHTML = '<link rel="preload" as="script" href="/main.js?v=0a1b2c3d" id="shell-script">';
  document.body.innerHTML = picture ? '<div id="root"></div><img id="first-screen" src="/lead.webp">' : '<div id="root"></div>';
  const img = document.getElementById('first-screen');
  if (img) {
    Object.defineProperty(img, 'complete', { value: complete });
    Object.defineProperty(img, 'naturalWidth', { value: naturalWidth });
  }
  // Resource timing has an entry for a file once it has downloaded.
  const main = (document.getElementById('shell-script') as HTMLLinkElement).href;
  performance.getEntriesByName = (name: string) => (mainArrived && name === main ? [{ name } as PerformanceEntry] : []);
  new Function(FIRST_SCREEN_START_SCRIPT)();
  return img as HTMLImageElement;
}

const mainArrives = () => document.getElementById('shell-script')!.dispatchEvent(new Event('load'));

/** The scripts started, by their path: the preloaded main.js's URL, taken from the preload. */
const started = () => Array.from(document.head.querySelectorAll('script')).map((s) => new URL(s.src).pathname + new URL(s.src).search);

describe("the shell's script starts once the first screen's picture is on the screen", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Observer.last = undefined;
    Object.assign(window, { PerformanceObserver: Observer });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  afterEach(() => jest.useRealTimers());

  it('waits for the largest paint of the picture, then runs the preloaded main.js, once', () => {
    const picture = openPage();
    mainArrives();
    expect(started()).toEqual([]);
    Observer.last!.paint(document.getElementById('root'));
    expect(started()).toEqual([]);

    Observer.last!.paint(picture);
    expect(started()).toEqual(['/main.js?v=0a1b2c3d']);
    Observer.last!.paint(picture);
    jest.advanceTimersByTime(WAIT_FOR_PICTURE_MS);
    expect(started()).toEqual(['/main.js?v=0a1b2c3d']);
  });

  it('runs main.js before the picture shows when the picture is still not painted a while after main.js came', () => {
    openPage();
    jest.advanceTimersByTime(1000);
    expect(started()).toEqual([]);
    mainArrives();
    jest.advanceTimersByTime(WAIT_FOR_PICTURE_MS - 1);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(['/main.js?v=0a1b2c3d']);
  });

  it('counts that while from the script itself when main.js had come before it ran', () => {
    openPage({ complete: true, naturalWidth: 750, mainArrived: true });
    jest.advanceTimersByTime(WAIT_FOR_PICTURE_MS - 1);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(['/main.js?v=0a1b2c3d']);
  });

  it("starts after a while at the most when main.js's arrival goes unseen", () => {
    openPage();
    jest.advanceTimersByTime(WAIT_AT_MOST_MS - 1);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(['/main.js?v=0a1b2c3d']);
  });

  it.each([
    [
      'the user touches the page',
      () => {
        openPage();
        document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      },
    ],
    [
      'the user presses a key',
      () => {
        openPage();
        document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
      },
    ],
    ['the picture fails to load', () => openPage().dispatchEvent(new Event('error'))],
    ['the picture had failed before the script ran', () => openPage({ complete: true, naturalWidth: 0 })],
    [
      'main.js fails to download',
      () => {
        openPage();
        document.getElementById('shell-script')!.dispatchEvent(new Event('error'));
      },
    ],
    ['the page has no first screen', () => openPage({ picture: false })],
    [
      'the browser reports no largest paints',
      () => {
        Observer.supportedEntryTypes = ['paint'];
        openPage();
        Observer.supportedEntryTypes = ['largest-contentful-paint', 'paint'];
      },
    ],
    [
      'the browser has no PerformanceObserver',
      () => {
        Object.assign(window, { PerformanceObserver: undefined });
        openPage();
      },
    ],
    [
      'the page was opened in the background',
      () => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        openPage();
      },
    ],
    [
      'the page goes to the background before the picture shows',
      () => {
        openPage();
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
  ])('starts at once when %s', (_, open) => {
    open();
    expect(started()).toEqual(['/main.js?v=0a1b2c3d']);
  });
});

describe("the shell's page made to start after its first screen", () => {
  const page =
    '<!doctype html><html><head><title>会议酒店</title><script defer src="/main.js?v=0a1b2c3d"></script><link href="/main.css" rel=stylesheet></head><body><div id=root></div><img id="first-screen" src="/x.webp"></body></html>';

  it('preloads main.js where the parser ran it, and starts it with the inline script the policy names by its hash', () => {
    const html = startAfterFirstScreen(page);
    expect(html).not.toContain('<script defer');
    expect(html).toContain(
      '<title>会议酒店</title><link rel="preload" as="script" href="/main.js?v=0a1b2c3d" id="shell-script"><link href="/main.css"',
    );
    const inline = /<img id="first-screen" src="\/x\.webp"><script>([\s\S]*)<\/script><\/body><\/html>$/.exec(html);
    expect(inline).not.toBeNull();
    expect(`'sha256-${crypto.createHash('sha256').update(inline![1]).digest('base64')}'`).toBe(FIRST_SCREEN_START_HASH);
  });

  it('takes main.js named without quotes, and leaves a page without it as it is', () => {
    expect(startAfterFirstScreen(page.replace('"/main.js?v=0a1b2c3d"', '/main.js'))).toContain(
      '<link rel="preload" as="script" href="/main.js" id="shell-script">',
    );
    const other = page.replace('<script defer src="/main.js?v=0a1b2c3d"></script>', '');
    expect(startAfterFirstScreen(other)).toBe(other);
    // No place for the starter: the parser's script stays, or the page would have no app.
    const cut = page.replace('</body></html>', '');
    expect(startAfterFirstScreen(cut)).toBe(cut);
  });
});

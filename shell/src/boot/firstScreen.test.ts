import { GIVE_UP_MS, releaseFirstScreen } from './firstScreen';

const PICTURE = '/api/wyms/media/banner.svg?text=a';

let root: HTMLElement;
const screen = () => document.getElementById('first-screen');
// jsdom decodes nothing; a browser resolves decode() once the pixels are ready.
const decode = jest.fn(() => Promise.resolve());

function serverPage(picture = PICTURE) {
  document.body.innerHTML = `<div id="root"></div><img id="first-screen" class="first-screen-banner" src="${picture}" alt="">`;
  root = document.getElementById('root')!;
}

function pageShows(html: string) {
  root.insertAdjacentHTML('beforeend', html);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: decode });
  decode.mockClear();
});
afterEach(() => jest.useRealTimers());

it('stays while the page shows other things, and goes once the page shows the same picture', async () => {
  serverPage();
  releaseFirstScreen(root);
  pageShows('<div class="skeleton"></div><img data-lead="/api/wyms/media/other.svg" src="/api/wyms/media/other.svg">');
  await settle();
  expect(screen()).not.toBeNull();

  pageShows(`<div><img data-lead="${PICTURE}" src="${PICTURE}"></div>`);
  await settle();
  expect(decode).toHaveBeenCalledTimes(1);
  expect(screen()).toBeNull();
});

it('goes for a picture the page shows as a background, once its pixels are decoded', async () => {
  serverPage();
  let decoded = () => {};
  decode.mockImplementationOnce(() => new Promise<void>((resolve) => (decoded = resolve)));
  releaseFirstScreen(root);
  pageShows(`<header data-lead="${PICTURE}"></header>`);
  await settle();
  expect(screen()).not.toBeNull();
  decoded();
  await settle();
  expect(screen()).toBeNull();
});

it('goes when the page is already showing the picture as it starts', async () => {
  serverPage();
  pageShows(`<img data-lead="${PICTURE}" src="${PICTURE}">`);
  releaseFirstScreen(root);
  await settle();
  expect(screen()).toBeNull();
});

it(`gives way after ${GIVE_UP_MS} ms when the page never shows the picture (it failed, or has another now)`, () => {
  jest.useFakeTimers();
  serverPage();
  releaseFirstScreen(root);
  jest.advanceTimersByTime(GIVE_UP_MS - 1);
  expect(screen()).not.toBeNull();
  jest.advanceTimersByTime(1);
  expect(screen()).toBeNull();
});

it('gives way at once when asked (the user went to another path)', () => {
  serverPage();
  const release = releaseFirstScreen(root);
  release();
  expect(screen()).toBeNull();
});

it('does nothing on a page the server gave no first screen', () => {
  document.body.innerHTML = '<div id="root"></div>';
  const release = releaseFirstScreen(document.getElementById('root')!);
  expect(release).not.toThrow();
  expect(document.body.innerHTML).toBe('<div id="root"></div>');
});

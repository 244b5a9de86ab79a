import { bodyFontSize, installLayoutSizing, rootFontSize } from './layoutSizing';

function setViewport(width: number, pixelRatio: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  Object.defineProperty(window, 'devicePixelRatio', { value: pixelRatio, configurable: true });
}

const rootPx = () => document.documentElement.style.fontSize;
const bodyPx = () => document.body.style.fontSize;

let uninstall: () => void = () => undefined;
afterEach(() => uninstall());

it('root font is a tenth of the width, capped at 75px', () => {
  expect(rootFontSize(375)).toBe(37.5);
  expect(rootFontSize(750)).toBe(75);
  expect(rootFontSize(1024)).toBe(75);
});

it('body font is 12 times the pixel ratio, capped at 70px', () => {
  expect(bodyFontSize(1)).toBe(12);
  expect(bodyFontSize(3)).toBe(36);
  expect(bodyFontSize(6)).toBe(70);
});

it('sizes the page when installed', () => {
  setViewport(375, 2);
  uninstall = installLayoutSizing();
  expect(rootPx()).toBe('37.5px');
  expect(bodyPx()).toBe('24px');
});

it('recomputes on resize and on rotation', () => {
  setViewport(375, 2);
  uninstall = installLayoutSizing();
  setViewport(1200, 3);
  window.dispatchEvent(new Event('resize'));
  expect(rootPx()).toBe('75px');
  expect(bodyPx()).toBe('36px');
  setViewport(414, 3);
  window.dispatchEvent(new Event('orientationchange'));
  expect(rootPx()).toBe('41.4px');
});

it('stops following resizes once uninstalled', () => {
  setViewport(375, 2);
  installLayoutSizing()();
  setViewport(600, 2);
  window.dispatchEvent(new Event('resize'));
  expect(rootPx()).toBe('37.5px');
});

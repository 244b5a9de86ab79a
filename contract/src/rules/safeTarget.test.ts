import { safeTarget } from './safeTarget';

describe('safeTarget', () => {
  it.each(['/', '/mine', '/order/hotel?id=3#pay', '/meeting/home/1?pc=abc'])('allows the same-site path %s', (path) => {
    expect(safeTarget(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'mine',
    'https://evil.example/x',
    'javascript:alert(1)',
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
  ])('sends %p home instead', (raw) => {
    expect(safeTarget(raw)).toBe('/');
  });

  it("gives the caller's fallback instead of home when asked", () => {
    expect(safeTarget('/\\evil.example/x', '/mine')).toBe('/mine');
    expect(safeTarget(undefined, '/mine')).toBe('/mine');
  });
});

/**
 * jsdom lacks IntersectionObserver; react-vant's sticky tabs and swiper use it (and break without it).
 * Import this in tests of pages with sticky tabs or a swiper. Nothing ever intersects, as in a page that does not scroll.
 */
class InertIntersectionObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

if (!('IntersectionObserver' in window)) {
  Object.assign(window, { IntersectionObserver: InertIntersectionObserver });
}

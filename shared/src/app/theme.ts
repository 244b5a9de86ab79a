/** The theme colour on react-vant's CSS variables and the app's own (--app-theme, --app-theme-rgb). */
export function applyTheme(color: string, rgb: string): void {
  const root = document.documentElement.style;
  root.setProperty('--app-theme', color);
  root.setProperty('--app-theme-rgb', rgb);
  root.setProperty('--rv-primary-color', color);
  root.setProperty('--rv-brand-color', color);
  root.setProperty('--rv-tabbar-item-active-color', color);
  root.setProperty('--rv-tabs-bottom-bar-color', color);
  root.setProperty('--rv-nav-bar-icon-color', color);
  root.setProperty('--rv-nav-bar-text-color', color);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color);
}

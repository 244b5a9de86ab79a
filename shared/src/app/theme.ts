/** react-vant's colour variables that carry the theme colour (its other defaults come from its stylesheet). */
const COLOR_VARS = [
  '--rv-primary-color',
  '--rv-brand-color',
  '--rv-tabbar-item-active-color',
  '--rv-tabs-bottom-bar-color',
  '--rv-nav-bar-icon-color',
  '--rv-nav-bar-text-color',
];

/**
 * The theme colour of the site configuration on react-vant's variables and the app's own
 * (--app-theme, --app-theme-rgb), set on the root element when the configuration arrives.
 */
export function applyTheme(color: string, rgb: string): void {
  const root = document.documentElement.style;
  for (const name of COLOR_VARS) root.setProperty(name, color);
  root.setProperty('--app-theme', color);
  root.setProperty('--app-theme-rgb', rgb);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color);
}

import { hexToRgb } from '../stores/color';
import { themePalette } from './contrast';

/** react-vant's variables that fill a primary button with the organiser's colour as chosen (its text: onFill). */
const FILL_VARS = ['--rv-button-primary-background-color', '--rv-button-primary-border-color', '--rv-tabs-bottom-bar-color'];
/**
 * Those that react-vant uses for text and icons as well as for small fills (a ticked box, a switch, a plain
 * button's text): the readable shade.
 */
const TEXT_VARS = [
  '--rv-primary-color',
  '--rv-brand-color',
  '--rv-tabbar-item-active-color',
  '--rv-tab-active-text-color',
  '--rv-nav-bar-icon-color',
  '--rv-nav-bar-text-color',
  '--rv-dialog-confirm-button-text-color',
];

/**
 * The theme colour of the site configuration on react-vant's variables and the app's own, set on the root
 * element when the configuration arrives. Whatever colour an organiser picks stays readable (WCAG AA): fills
 * keep it with a foreground that reads on it (--app-on-theme), text takes a darker shade of it when it is too
 * light (--app-theme, --app-theme-rgb, which the apps use for text, tints and fills under white alike).
 * `rgb` is the colour's own RGB, as the config store gives it.
 */
export function applyTheme(color: string, rgb: string): void {
  const palette = themePalette(color);
  const root = document.documentElement.style;
  for (const name of FILL_VARS) root.setProperty(name, palette.fill);
  for (const name of TEXT_VARS) root.setProperty(name, palette.text);
  root.setProperty('--rv-button-primary-color', palette.onFill);
  root.setProperty('--app-on-theme', palette.onFill);
  root.setProperty('--app-theme', palette.text);
  root.setProperty('--app-theme-rgb', palette.text === palette.fill ? rgb : hexToRgb(palette.text)!.join(', '));
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color);
}

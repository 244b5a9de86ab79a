import { hexToRgb } from '../stores/color';

type Rgb = [number, number, number];

/** WCAG 2.1 AA: normal text needs 4.5:1 against its background. */
export const AA_TEXT = 4.5;
/** The page background of every app (#root), the darkest light surface text in the theme colour sits on. */
export const PAGE_BACKGROUND = '#f5f5f5';
const WHITE = '#ffffff';
/** The dark foreground on light theme colours: black, so that one of the two always reaches 4.5:1. */
const DARK = '#000000';

/** WCAG relative luminance of an RGB colour. */
export function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two hex colours (1 to 21); NaN when one is not a hex colour. */
export function contrastRatio(a: string, b: string): number {
  const ra = hexToRgb(a);
  const rb = hexToRgb(b);
  if (!ra || !rb) return NaN;
  const [hi, lo] = [luminance(ra), luminance(rb)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The colour mixed towards black by `amount` (0 to 1), keeping its hue. */
const shade = ([r, g, b]: Rgb, amount: number): Rgb => [r, g, b].map((c) => c * (1 - amount)) as Rgb;

/** White or dark text, whichever reads better on a fill of this colour (one of the two always reaches 4.5:1). */
export function readableForeground(fill: string): string {
  return contrastRatio(WHITE, fill) >= contrastRatio(DARK, fill) ? WHITE : DARK;
}

/**
 * The colour itself when text drawn in it reads on the page (4.5:1 on `background`), else the lightest shade
 * of it that does: an organiser's pale yellow becomes a dark olive for links and prices, not unreadable text.
 */
export function textShade(color: string, background = PAGE_BACKGROUND): string {
  const rgb = hexToRgb(color);
  if (!rgb) return color;
  for (let step = 0; step <= 20; step += 1) {
    const candidate = toHex(shade(rgb, step / 20));
    if (contrastRatio(candidate, background) >= AA_TEXT) return candidate;
  }
  return '#000000';
}

export interface ThemePalette {
  /** The organiser's colour as chosen, for filled buttons and controls. */
  fill: string;
  /** Text and icons drawn on `fill`. */
  onFill: string;
  /** The theme colour for text and thin lines on the light page (also safe as a fill under white text). */
  text: string;
}

/** The readable colours derived from the site's theme colour (a 3- or 6-digit hex). */
export function themePalette(color: string): ThemePalette {
  const fill = hexToRgb(color) ? toHex(hexToRgb(color)!) : color;
  return { fill, onFill: readableForeground(fill), text: textShade(fill) };
}

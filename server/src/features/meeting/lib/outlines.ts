import * as fontkit from 'fontkit';

/**
 * A demo picture's words drawn as outlines from the npm font, not as SVG `<text>`. A phone draws an
 * `<img>` SVG on its main thread, and `<text>` makes it look up and shape its own CJK fonts there: at a
 * phone's speed that was tens of milliseconds per picture while the page started (and a machine without
 * a CJK font showed boxes). Outlines are plain shapes, the same on every phone.
 */
export type Weight = 'regular' | 'bold';

const FONT_FILES: Record<Weight, string> = {
  regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
};
const fonts: Partial<Record<Weight, fontkit.Font>> = {};

function font(weight: Weight): fontkit.Font {
  return (fonts[weight] ??= fontkit.openSync(FONT_FILES[weight]) as fontkit.Font);
}

export interface Outline {
  /** SVG path data in the font's units (integers), the baseline at y = 0 and flipped: place it with `placed`. */
  d: string;
  /** Advance width in em. */
  width: number;
}

/** The text's glyphs as one path, each moved to its pen position (shaped by the font: kerning, ligatures). */
export function outline(text: string, weight: Weight): Outline {
  const f = font(weight);
  const run = f.layout(text);
  let pen = 0;
  const parts = run.glyphs.map((glyph, i) => {
    const pos = run.positions[i];
    const d = glyph.path.translate(pen + pos.xOffset, pos.yOffset).toSVG();
    pen += pos.xAdvance;
    return d;
  });
  return { d: parts.join(''), width: pen / f.unitsPerEm };
}

/**
 * A `<path>` drawing `text` at `size` px with its baseline starting at (x, y); `anchor: 'middle'` centres it on x,
 * as SVG's `text-anchor` would.
 */
export function placed(
  text: string,
  o: { x: number; y: number; size: number; weight: Weight; fill: string; opacity?: number; anchor?: 'start' | 'middle' },
): string {
  const { d, width } = outline(text, o.weight);
  const scale = o.size / font(o.weight).unitsPerEm;
  const x = o.anchor === 'middle' ? o.x - (width * o.size) / 2 : o.x;
  const opacity = o.opacity === undefined ? '' : ` fill-opacity="${o.opacity}"`;
  return `<path transform="translate(${round(x)} ${round(o.y)}) scale(${round(scale, 5)} ${round(-scale, 5)})" fill="${o.fill}"${opacity} d="${d}"/>`;
}

const round = (n: number, digits = 2) => Number(n.toFixed(digits));

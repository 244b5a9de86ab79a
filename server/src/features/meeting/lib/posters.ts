import { drawnStore } from '../../../lib/drawnStore';
import { placed } from './outlines';

/**
 * Demo pictures drawn as SVG from a text and a colour: meeting covers and backgrounds, banners,
 * expert avatars and exhibitor logos. Nothing is fetched from the internet; the server draws them
 * for /api/wyms/media/<kind>.svg, and in pixels for /api/wyms/media/<kind> (lib/pictures.ts), the
 * address the rows store. Their words are outlines (outlines.ts), not text a phone would lay out.
 */
export const POSTER_KINDS = ['cover', 'banner', 'background', 'avatar', 'logo'] as const;
export type PosterKind = (typeof POSTER_KINDS)[number];

export interface PosterParams {
  text?: string;
  sub?: string;
  /** Hex colour without '#'; chosen from the text when absent. */
  c?: string;
}

const PALETTE = ['675643', '8a6d4b', '4f6d7a', '6b7f5e', '7a5c7a', 'a0643c', '3f5f8a', '8c4a4a', '5a6f8c', '4d7c6f'];

/**
 * The address rows store: without an extension the server answers with a picture in pixels (lib/pictures.ts);
 * `<kind>.svg`, which older rows hold, still answers with the drawing.
 */
export function posterUrl(kind: PosterKind, params: PosterParams = {}): string {
  const q = new URLSearchParams(Object.entries(params).filter(([, v]) => v) as [string, string][]);
  return `/api/wyms/media/${kind}${q.size ? `?${q}` : ''}`;
}

function colourFor(p: PosterParams): string {
  if (p.c && /^[0-9a-f]{6}$/i.test(p.c)) return `#${p.c}`;
  let h = 0;
  for (const ch of p.text ?? '') h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return `#${PALETTE[h % PALETTE.length]}`;
}

/** The colour darkened by `f` (0..1), for gradients. */
function darker(hex: string, f: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (shift: number) => Math.round(((n >> shift) & 255) * (1 - f));
  return `#${((ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).padStart(6, '0')}`;
}

/** Width of a string in em: CJK characters are one em, Latin letters and digits about half. */
const emWidth = (s: string) => [...s].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e7f ? 1 : 0.56), 0);

function greedy(text: string, maxEm: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (line && emWidth(line + ch) > maxEm) {
      lines.push(line);
      line = '';
    }
    line += ch;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Line breaking by em width into balanced lines (no lone last character); when the text needs more
 * than `maxLines`, the last kept line ends with an ellipsis.
 */
export function wrapText(text: string, maxEm: number, maxLines: number): string[] {
  const needed = Math.ceil(emWidth(text) / maxEm);
  if (needed > 1 && needed <= maxLines) {
    const balanced = greedy(text, Math.min(maxEm, emWidth(text) / needed + 1));
    if (balanced.length <= maxLines) return balanced;
  }
  const lines = greedy(text, maxEm);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${[...kept[maxLines - 1]].slice(0, -1).join('')}…`;
  return kept;
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function gradient(c: string): string {
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="${darker(c, 0.35)}"/></linearGradient></defs>`;
}

/** A wide picture with a title (and a subtitle) on a gradient with soft shapes. */
function titled(width: number, height: number, p: PosterParams, size: number): string {
  const c = colourFor(p);
  const lines = wrapText(p.text ?? '', (width - 96) / size, 2);
  const sub = p.sub ? wrapText(p.sub, (width - 96) / 24, 1)[0] : '';
  const blockHeight = lines.length * size * 1.3 + (sub ? 48 : 0);
  let y = (height - blockHeight) / 2 + size;
  const title = lines
    .map((l) => {
      const t = placed(l, { x: 48, y, size, weight: 'bold', fill: '#fff' });
      y += size * 1.3;
      return t;
    })
    .join('');
  const subText = sub
    ? `<rect x="48" y="${(y - size * 0.7).toFixed(0)}" width="48" height="4" rx="2" fill="#fff" fill-opacity="0.7"/>${placed(sub, { x: 48, y: y - size * 0.7 + 40, size: 24, weight: 'regular', fill: '#fff', opacity: 0.88 })}`
    : '';
  return svg(
    width,
    height,
    `${gradient(c)}<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<circle cx="${width - 90}" cy="40" r="${height * 0.45}" fill="#fff" fill-opacity="0.08"/>` +
      `<circle cx="${width - 30}" cy="${height - 20}" r="${height * 0.3}" fill="#fff" fill-opacity="0.06"/>` +
      `<path d="M0 ${height * 0.8} Q ${width * 0.27} ${height * 0.68} ${width * 0.53} ${height * 0.8} T ${width} ${height * 0.77} V${height} H0Z" fill="#fff" fill-opacity="0.07"/>` +
      title +
      subText,
  );
}

/** A pattern without text, for behind a page header. */
function background(p: PosterParams): string {
  const c = colourFor(p);
  const rings = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<circle cx="640" cy="90" r="${70 + i * 70}" fill="none" stroke="#fff" stroke-opacity="${(0.12 - i * 0.02).toFixed(2)}" stroke-width="2"/>`,
    )
    .join('');
  const dots = Array.from(
    { length: 40 },
    (_, i) => `<circle cx="${30 + (i % 10) * 26}" cy="${40 + Math.floor(i / 10) * 26}" r="2.5" fill="#fff" fill-opacity="0.18"/>`,
  ).join('');
  return svg(
    750,
    560,
    `${gradient(c)}<rect width="750" height="560" fill="url(#g)"/>${rings}${dots}<path d="M0 470 Q 190 410 380 460 T 750 440 V560 H0Z" fill="#000" fill-opacity="0.08"/>`,
  );
}

/** A round avatar with the person's surname. */
function avatar(p: PosterParams): string {
  const c = colourFor(p);
  const ch = [...(p.text ?? '?')][0] ?? '?';
  return svg(
    240,
    240,
    `${gradient(c)}<circle cx="120" cy="120" r="120" fill="url(#g)"/>${placed(ch, { x: 120, y: 120 + 0.35 * 104, size: 104, weight: 'bold', fill: '#fff', anchor: 'middle' })}`,
  );
}

/** A square logo with the first characters of a company name in its colour. */
function logo(p: PosterParams): string {
  const c = colourFor(p);
  const short = [...(p.text ?? '')].slice(0, 4);
  const lines = short.length > 2 ? [short.slice(0, 2).join(''), short.slice(2).join('')] : [short.join('')];
  const size = lines.length > 1 ? 64 : 76;
  const text = lines
    .map((l, i) =>
      placed(l, {
        x: 120,
        y: 120 + (i - (lines.length - 1) / 2) * size * 1.1 + 0.35 * size,
        size,
        weight: 'bold',
        fill: c,
        anchor: 'middle',
      }),
    )
    .join('');
  return svg(
    240,
    240,
    `<rect width="240" height="240" rx="36" fill="${c}" fill-opacity="0.1"/><rect x="3" y="3" width="234" height="234" rx="33" fill="none" stroke="${c}" stroke-opacity="0.25" stroke-width="3"/>${text}`,
  );
}

const drawnSvg = drawnStore<string>();

export function renderPoster(kind: PosterKind, p: PosterParams): string {
  return drawnSvg.get([kind, p.text, p.sub, p.c], () => draw(kind, p));
}

function draw(kind: PosterKind, p: PosterParams): string {
  switch (kind) {
    case 'cover':
      return titled(750, 420, p, 46);
    case 'banner':
      return titled(750, 320, p, 44);
    case 'background':
      return background(p);
    case 'avatar':
      return avatar(p);
    case 'logo':
      return logo(p);
  }
}

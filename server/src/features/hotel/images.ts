import type { FastifyInstance } from 'fastify';
import { failure } from '../../http/envelope';
import { sendPicture } from '../../lib/pictures';

/**
 * Hotel pictures drawn here as SVG (demo data must not fetch images from the internet):
 * façades in a few colour schemes, and the three kinds of room. Served in pixels at /files/hotel/<name>,
 * the address rows store (lib/pictures.ts), and as the drawing at /files/hotel/<name>.svg.
 */
const W = 750;
const H = 500;

const PALETTES = [
  { sky: ['#cfe3f5', '#f4f8fc'], wall: '#8c7a64', accent: '#c9a877', glass: '#a9c7e0' },
  { sky: ['#f7d9c4', '#fdf3ea'], wall: '#6b7f8e', accent: '#e0b07c', glass: '#b9d3e6' },
  { sky: ['#d7ecdf', '#f5faf6'], wall: '#5f6f66', accent: '#b8c9a3', glass: '#cfe6dc' },
  { sky: ['#dcd6f0', '#f6f4fb'], wall: '#7a6a8c', accent: '#d7b98e', glass: '#c3c9ec' },
  { sky: ['#c9e6ee', '#f2fafc'], wall: '#4f6d7a', accent: '#e8c07d', glass: '#a8d4e4' },
  { sky: ['#f3e3c3', '#fcf7ec'], wall: '#8a6f55', accent: '#b99a6b', glass: '#d2e0ea' },
];

export const FACADE_COUNT = PALETTES.length;
export type RoomKind = 'king' | 'twin' | 'suite';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${body}</svg>`;

function windows(x: number, y: number, cols: number, rows: number, w: number, h: number, gap: number, fill: string): string {
  let out = '';
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      // Some windows lit, in a fixed pattern, so the building looks lived in.
      const lit = (r * 7 + c * 3) % 5 === 0;
      out += `<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" rx="2" fill="${lit ? '#ffe7a8' : fill}"/>`;
    }
  }
  return out;
}

function tree(x: number, y: number, s: number): string {
  return (
    `<rect x="${x - 4 * s}" y="${y - 10 * s}" width="${8 * s}" height="${30 * s}" fill="#7b5b3e"/>` +
    `<circle cx="${x}" cy="${y - 26 * s}" r="${26 * s}" fill="#6f9a6a"/><circle cx="${x - 16 * s}" cy="${y - 14 * s}" r="${18 * s}" fill="#7fae78"/>`
  );
}

function facade(n: number): string {
  const p = PALETTES[(n - 1) % PALETTES.length];
  const towerH = 250 + (n % 3) * 40;
  const towerX = 250 + (n % 2) * 60;
  const top = 430 - towerH;
  return svg(
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#s)"/>` +
      // The sun stays clear of the centre that list thumbnails crop to.
      `<circle cx="665" cy="80" r="34" fill="#fff6d8" opacity=".9"/>` +
      `<rect x="${towerX}" y="${top}" width="240" height="${towerH}" fill="${p.wall}"/>` +
      `<rect x="${towerX - 8}" y="${top - 14}" width="256" height="18" fill="${p.accent}"/>` +
      windows(towerX + 18, top + 22, 6, Math.floor((towerH - 90) / 34), 26, 22, 12, p.glass) +
      `<rect x="80" y="330" width="${towerX - 80}" height="100" fill="${p.wall}" opacity=".85"/>` +
      windows(98, 348, Math.floor((towerX - 110) / 38), 2, 26, 24, 12, p.glass) +
      `<rect x="${towerX + 240}" y="300" width="${670 - towerX - 240}" height="130" fill="${p.wall}" opacity=".75"/>` +
      windows(towerX + 258, 318, Math.floor((670 - towerX - 270) / 38), 3, 26, 22, 12, p.glass) +
      `<rect x="${towerX + 70}" y="372" width="100" height="58" fill="${p.accent}"/><rect x="${towerX + 86}" y="384" width="68" height="46" fill="#f7efe2"/>` +
      `<rect x="0" y="430" width="${W}" height="70" fill="#d9d4c7"/><rect x="0" y="430" width="${W}" height="8" fill="#c2bba9"/>` +
      tree(60, 440, 1) +
      tree(700, 444, 1.1) +
      tree(180, 448, 0.7),
  );
}

function lobby(n: number): string {
  const p = PALETTES[(n - 1) % PALETTES.length];
  return svg(
    `<rect width="${W}" height="${H}" fill="#f3ece2"/>` +
      `<rect x="0" y="330" width="${W}" height="170" fill="${p.accent}" opacity=".45"/>` +
      `<path d="M0 500 L300 330 M750 500 L450 330 M375 500 L375 330" stroke="#fff" stroke-width="3" opacity=".5"/>` +
      `<rect x="90" y="90" width="50" height="240" fill="${p.wall}" opacity=".7"/><rect x="610" y="90" width="50" height="240" fill="${p.wall}" opacity=".7"/>` +
      `<line x1="375" y1="0" x2="375" y2="70" stroke="#b59b73" stroke-width="3"/>` +
      `<ellipse cx="375" cy="90" rx="70" ry="22" fill="#f7d98b"/><ellipse cx="375" cy="104" rx="46" ry="14" fill="#fbe7b3"/>` +
      `<rect x="250" y="250" width="250" height="80" rx="6" fill="${p.wall}"/><rect x="240" y="240" width="270" height="16" rx="4" fill="${p.accent}"/>` +
      `<rect x="180" y="180" width="390" height="40" rx="4" fill="#fff" opacity=".7"/>` +
      `<circle cx="160" cy="360" r="30" fill="#7fae78"/><rect x="145" y="380" width="30" height="40" fill="#a67c52"/>` +
      `<circle cx="590" cy="360" r="30" fill="#7fae78"/><rect x="575" y="380" width="30" height="40" fill="#a67c52"/>`,
  );
}

function bed(x: number, y: number, w: number, quilt: string): string {
  return (
    `<rect x="${x}" y="${y - 70}" width="${w}" height="80" rx="8" fill="#8a6f55"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="120" rx="10" fill="#fbfaf7"/>` +
    `<rect x="${x}" y="${y + 50}" width="${w}" height="70" rx="10" fill="${quilt}"/>` +
    `<rect x="${x + 14}" y="${y + 10}" width="${w / 2 - 22}" height="30" rx="12" fill="#ffffff" stroke="#e5ded2"/>` +
    `<rect x="${x + w / 2 + 8}" y="${y + 10}" width="${w / 2 - 22}" height="30" rx="12" fill="#ffffff" stroke="#e5ded2"/>`
  );
}

function room(kind: RoomKind): string {
  const wall = kind === 'suite' ? '#efe4d3' : kind === 'twin' ? '#e6edf0' : '#f1e9df';
  const quilt = kind === 'suite' ? '#b99a6b' : kind === 'twin' ? '#8fb0c2' : '#c9a877';
  const beds =
    kind === 'twin'
      ? bed(150, 270, 190, quilt) + bed(410, 270, 190, quilt) + `<rect x="352" y="300" width="46" height="60" fill="#a98a66"/>`
      : kind === 'suite'
        ? bed(360, 270, 300, quilt) +
          `<rect x="60" y="320" width="220" height="70" rx="16" fill="#7a6a8c"/><rect x="60" y="290" width="220" height="40" rx="14" fill="#8d7da0"/>`
        : bed(225, 270, 300, quilt) +
          `<rect x="150" y="300" width="56" height="60" fill="#a98a66"/><rect x="544" y="300" width="56" height="60" fill="#a98a66"/>`;
  return svg(
    `<rect width="${W}" height="${H}" fill="${wall}"/>` +
      `<rect x="0" y="390" width="${W}" height="110" fill="#cdb79a"/>` +
      `<rect x="520" y="50" width="190" height="150" rx="4" fill="#bcd7ea" stroke="#fff" stroke-width="8"/><line x1="615" y1="50" x2="615" y2="200" stroke="#fff" stroke-width="6"/>` +
      `<rect x="90" y="70" width="150" height="100" fill="#fff" stroke="#c2ab87" stroke-width="6"/><path d="M100 160 L150 110 L185 140 L230 95 L230 160 Z" fill="#9fbf9a"/>` +
      `<circle cx="178" cy="250" r="16" fill="#ffe7a8"/><circle cx="572" cy="250" r="16" fill="#ffe7a8"/>` +
      beds,
  );
}

/** The picture for a file name such as facade-3.svg, lobby-1.svg or room-king.svg; undefined when there is none. */
export function hotelImage(name: string): string | undefined {
  const m = /^(facade|lobby)-(\d{1,2})\.svg$|^room-(king|twin|suite)\.svg$/.exec(name);
  if (!m) return undefined;
  if (m[3]) return room(m[3] as RoomKind);
  const n = Number(m[2]);
  if (n < 1 || n > PALETTES.length) return undefined;
  return m[1] === 'facade' ? facade(n) : lobby(n);
}

export const imageUrl = (name: string) => `/files/hotel/${name}`;

export function hotelImageRoutes(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>(
    '/files/hotel/:name',
    { schema: { summary: '酒店图片（无扩展名为 WebP/JPEG，.svg 为矢量图）', answerMedia: 'image/*' } },
    async (req, reply) => {
      const { name } = req.params;
      const drawing = name.endsWith('.svg');
      const body = hotelImage(drawing ? name : `${name}.svg`);
      if (!body) return reply.code(404).send(failure('图片不存在'));
      // Drawn from code, so a picture changes only with a new server version.
      reply.header('Cache-Control', 'public, max-age=86400');
      if (drawing) return reply.type('image/svg+xml').send(body);
      return sendPicture(req, reply, ['hotel', name], () => body);
    },
  );
}

/**
 * Small real documents for the downloads: PDF (Chinese text with the standard STSong-Light CJK
 * font, which PDF readers provide without embedding) and UTF-8 text. Made from a title and paragraphs.
 */
export interface GeneratedFile {
  mime: string;
  data: Buffer;
}

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 56;

/** UCS-2 big-endian hex of a string, the encoding UniGB-UCS2-H expects. */
function ucs2Hex(s: string): string {
  return [...s].map((ch) => (ch.charCodeAt(0) > 0xffff ? '003F' : ch.charCodeAt(0).toString(16).padStart(4, '0'))).join('');
}

function wrapByWidth(text: string, size: number): string[] {
  const maxEm = (PAGE_W - 2 * MARGIN) / size;
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const ch of text) {
    const w = ch.charCodeAt(0) > 0x2e7f ? 1 : 0.5;
    if (width + w > maxEm) {
      lines.push(line);
      line = '';
      width = 0;
    }
    line += ch;
    width += w;
  }
  lines.push(line);
  return lines;
}

type Line = { text: string; size: number; gap: number };

/** Lines laid out on A4 pages, top to bottom. */
function layout(title: string, paragraphs: string[]): Line[][] {
  const lines: Line[] = [
    ...wrapByWidth(title, 20).map((text) => ({ text, size: 20, gap: 30 })),
    { text: '', size: 12, gap: 12 },
    ...paragraphs.flatMap((p) => [...wrapByWidth(p, 12).map((text) => ({ text, size: 12, gap: 20 })), { text: '', size: 12, gap: 8 }]),
  ];
  const pages: Line[][] = [[]];
  let y = PAGE_H - MARGIN;
  for (const l of lines) {
    if (y - l.gap < MARGIN) {
      pages.push([]);
      y = PAGE_H - MARGIN;
    }
    pages[pages.length - 1].push(l);
    y -= l.gap;
  }
  return pages;
}

function pageStream(lines: Line[]): string {
  let y = PAGE_H - MARGIN;
  const ops = lines.map((l) => {
    y -= l.gap;
    return l.text ? `BT /F1 ${l.size} Tf ${MARGIN} ${y + l.gap - l.size} Td <${ucs2Hex(l.text)}> Tj ET` : '';
  });
  return ops.filter(Boolean).join('\n');
}

export function pdfDocument(title: string, paragraphs: string[]): Buffer {
  const pages = layout(title, paragraphs);
  // Objects: 1 catalog, 2 page tree, 3 font, 4 CID font, 5 descriptor, then a page and its content per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>';
  objects[4] =
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 5 0 R /DW 1000 >>';
  objects[5] =
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>';
  pages.forEach((lines, i) => {
    const stream = pageStream(lines);
    objects[pageIds[i]] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`;
    objects[pageIds[i] + 1] = `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`;
  });
  // Everything above is ASCII, so string lengths are byte offsets.
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export function textDocument(title: string, paragraphs: string[]): Buffer {
  // With a byte order mark, so Windows Notepad reads the Chinese correctly.
  return Buffer.from(`\ufeff${title}\n\n${paragraphs.join('\n\n')}\n`, 'utf8');
}

export const DOCUMENT_TYPES: Record<string, string> = { pdf: 'application/pdf', txt: 'text/plain; charset=utf-8' };

/** A document of the type the filename's extension names (pdf or txt). */
export function generateDocument(filename: string, title: string, text: string): GeneratedFile {
  const ext = filename.split('.').pop()?.toLowerCase() ?? '';
  const paragraphs = text
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (ext === 'pdf') return { mime: DOCUMENT_TYPES.pdf, data: pdfDocument(title, paragraphs) };
  if (ext === 'txt') return { mime: DOCUMENT_TYPES.txt, data: textDocument(title, paragraphs) };
  throw new Error(`${filename}：只能生成 .pdf 或 .txt 文件`);
}

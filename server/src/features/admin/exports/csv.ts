import type { Cell, Sheet } from './kinds';

/**
 * A cell a spreadsheet program would run as a formula (= + - @, and tab or CR that some programs skip
 * before looking) gets a leading apostrophe: the organiser sees the text, nothing is evaluated.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(c: Cell): string {
  if (typeof c === 'number') return String(c);
  const text = FORMULA_START.test(c) ? `'${c}` : c;
  return /[",\r\n]/.test(text) || text !== c ? `"${text.replaceAll('"', '""')}"` : text;
}

/** UTF-8 with a byte order mark (so Excel reads the Chinese), CRLF line ends (RFC 4180). */
export function* csvChunks(sheet: Sheet): Generator<string> {
  yield `\uFEFF${sheet.header.map(csvCell).join(',')}\r\n`;
  for (const row of sheet.rows) yield `${row.map(csvCell).join(',')}\r\n`;
}

import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Sheet } from './kinds';

/**
 * The sheet as an XLSX file, written row by row through exceljs's streaming writer into the answer. Text
 * cells are text (inline strings, never formulas), so a value starting with = is shown as it is.
 */
export function xlsxStream(sheet: Sheet, name: string): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = book.addWorksheet(name.slice(0, 31));
  ws.columns = sheet.header.map((h) => ({ header: h, width: Math.max(10, h.length * 2 + 2) }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  void (async () => {
    for (const row of sheet.rows) ws.addRow(row).commit();
    ws.commit();
    await book.commit();
  })().catch((error: Error) => out.destroy(error));
  return out;
}

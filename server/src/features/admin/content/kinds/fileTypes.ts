/**
 * The files a meeting may offer for download, recognised by their first bytes and named by their extension:
 * both must agree, so a page or a program renamed to .pdf is refused. SVG and HTML are never accepted (they
 * can carry scripts and would run on our origin if opened).
 */
const ZIP = (b: Buffer) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const OLE = (b: Buffer) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
const PDF = (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-';
const PNG = (b: Buffer) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const JPG = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
/** A control character other than a tab, a line feed or a carriage return: not in a text file. */
const control = (byte: number) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d;
/** Plain text: UTF-8 without control characters, and not markup. */
const TEXT = (b: Buffer) => {
  const s = b.toString('utf8');
  return !s.includes('\ufffd') && !b.some(control) && !/^\s*</.test(s.replace(/^\ufeff/, ''));
};

const TYPES: Record<string, { mime: string; test: (b: Buffer) => boolean }> = {
  pdf: { mime: 'application/pdf', test: PDF },
  doc: { mime: 'application/msword', test: OLE },
  xls: { mime: 'application/vnd.ms-excel', test: OLE },
  ppt: { mime: 'application/vnd.ms-powerpoint', test: OLE },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', test: ZIP },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', test: ZIP },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', test: ZIP },
  zip: { mime: 'application/zip', test: ZIP },
  png: { mime: 'image/png', test: PNG },
  jpg: { mime: 'image/jpeg', test: JPG },
  jpeg: { mime: 'image/jpeg', test: JPG },
  txt: { mime: 'text/plain; charset=utf-8', test: TEXT },
};

export const DOWNLOAD_EXTENSIONS = Object.keys(TYPES);
export const FILE_TYPE_TEXT = 'PDF、Word、Excel、PPT、ZIP、TXT、PNG 或 JPG';

/** The type to serve the file as, or a Chinese reason it is refused. */
export function downloadType(filename: string, data: Buffer): { mime: string } | { refused: string } {
  const ext = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  const type = TYPES[ext];
  if (!type) return { refused: `只能上传 ${FILE_TYPE_TEXT} 文件` };
  if (!type.test(data)) return { refused: `文件内容与 .${ext} 类型不符，请上传真实的${ext.toUpperCase()}文件` };
  return { mime: type.mime };
}

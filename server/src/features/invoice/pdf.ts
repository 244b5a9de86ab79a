import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { fenToYuan } from '../orders';
import { capitalAmount } from './amounts';
import type { InvoiceRequest, Party } from './provider';

/**
 * The CJK font comes from an npm package, never from the system (a fresh machine has none); pdfkit
 * embeds only the glyphs an invoice uses, so a one-page invoice stays small.
 */
const FONT_FILE = require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
let font: Buffer | undefined;
const fontData = () => (font ??= fs.readFileSync(FONT_FILE));

const W = 683;
const H = 420;
const LEFT = 24;
const RIGHT = W - 24;
const RED = '#9c2a2a';
const INK = '#222222';

const shanghaiDate = (d: Date) => {
  const s = new Date(d.getTime() + 8 * 3600_000);
  return `${s.getUTCFullYear()}年${String(s.getUTCMonth() + 1).padStart(2, '0')}月${String(s.getUTCDate()).padStart(2, '0')}日`;
};
const yyyymmdd = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');

/** The QR code tax offices print on an electronic invoice: version, kind, number, amount, date. */
const qrText = (req: InvoiceRequest & { number: string; issuedAt: Date }, net: number) =>
  `01,${req.kind === 'special' ? '31' : '32'},,${req.number},${fenToYuan(net)},${yyyymmdd(req.issuedAt)},,`;

/** Renders one electronic invoice (blue, or red with negative amounts) as a PDF. */
export async function renderInvoicePdf(req: InvoiceRequest & { number: string; issuedAt: Date }): Promise<Buffer> {
  const total = req.lines.reduce((s, l) => s + l.amount, 0);
  const tax = req.lines.reduce((s, l) => s + l.tax, 0);
  const net = total - tax;
  const qr = await QRCode.toBuffer(qrText(req, net), { margin: 0, width: 160 });

  const doc = new PDFDocument({ size: [W, H], margin: 0, info: { Title: `电子发票 ${req.number}`, Author: req.seller.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.registerFont('cjk', fontData());
  doc.font('cjk').fillColor(INK);

  const title = `电子发票（${req.kind === 'special' ? '增值税专用发票' : '普通发票'}）`;
  doc.image(qr, LEFT, 18, { width: 56 });
  doc.fontSize(20).fillColor(RED).text(title, 0, 26, { width: W, align: 'center' });
  if (req.color === 'red') doc.fontSize(11).text('（红字）', 0, 52, { width: W, align: 'center' });
  doc
    .moveTo(W / 2 - 120, 50)
    .lineTo(W / 2 + 120, 50)
    .lineWidth(1)
    .strokeColor(RED)
    .stroke();
  doc.fontSize(9).fillColor(INK);
  doc.text(`发票号码：${req.number}`, RIGHT - 190, 26, { width: 190 });
  doc.text(`开票日期：${shanghaiDate(req.issuedAt)}`, RIGHT - 190, 40, { width: 190 });

  const top = 84;
  doc
    .rect(LEFT, top, RIGHT - LEFT, 280)
    .lineWidth(0.8)
    .strokeColor(RED)
    .stroke();
  // Buyer and seller side by side.
  const half = (RIGHT - LEFT) / 2;
  const party = (label: string, p: Party, x: number) => {
    // Written top to bottom in the party's margin, as on printed invoices.
    doc.fontSize(10).fillColor(RED);
    [...label].forEach((ch, i) => doc.text(ch, x + 9, top + 10 + i * 18, { lineBreak: false }));
    doc.fontSize(9).fillColor(INK);
    doc.text(`名称：${p.name}`, x + 30, top + 8, { width: half - 40 });
    doc.text(`统一社会信用代码/纳税人识别号：${p.taxNo}`, x + 30, top + 24, { width: half - 40 });
    if (p.address || p.phone)
      doc.text(`地址、电话：${[p.address, p.phone].filter(Boolean).join(' ')}`, x + 30, top + 38, { width: half - 40 });
    if (p.bank || p.account)
      doc.text(`开户行及账号：${[p.bank, p.account].filter(Boolean).join(' ')}`, x + 30, top + 52, { width: half - 40 });
  };
  party('购买方', req.buyer, LEFT);
  party('销售方', req.seller, LEFT + half);
  doc
    .moveTo(LEFT + half, top)
    .lineTo(LEFT + half, top + 70)
    .strokeColor(RED)
    .stroke();
  doc
    .moveTo(LEFT, top + 70)
    .lineTo(RIGHT, top + 70)
    .stroke();

  // Items: name, spec, unit, quantity, unit price, amount, rate, tax.
  const cols = [
    { h: '项目名称', x: LEFT + 6, w: 150 },
    { h: '规格型号', x: LEFT + 160, w: 130 },
    { h: '单位', x: LEFT + 294, w: 30 },
    { h: '数量', x: LEFT + 326, w: 30 },
    { h: '单价', x: LEFT + 358, w: 70 },
    { h: '金额', x: LEFT + 430, w: 70 },
    { h: '税率', x: LEFT + 502, w: 40 },
    { h: '税额', x: LEFT + 546, w: 80 },
  ];
  let y = top + 78;
  doc.fontSize(9);
  cols.forEach((c) => doc.text(c.h, c.x, y, { width: c.w, align: 'center' }));
  y += 16;
  for (const l of req.lines) {
    const cells = [
      l.name,
      l.spec,
      '项',
      req.color === 'red' ? '-1' : '1',
      fenToYuan(Math.abs(l.net)),
      fenToYuan(l.net),
      `${l.rate}%`,
      fenToYuan(l.tax),
    ];
    const rowHeight = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: cols[i].w })));
    cells.forEach((text, i) => doc.text(text, cols[i].x, y, { width: cols[i].w, align: i < 2 ? 'left' : 'right' }));
    y += rowHeight + 4;
  }
  const sumY = top + 200;
  doc
    .moveTo(LEFT, sumY - 4)
    .lineTo(RIGHT, sumY - 4)
    .strokeColor(RED)
    .stroke();
  doc.text('合    计', LEFT + 6, sumY, { width: 150 });
  doc.text(`¥${fenToYuan(net)}`, cols[5].x, sumY, { width: cols[5].w, align: 'right' });
  doc.text(`¥${fenToYuan(tax)}`, cols[7].x, sumY, { width: cols[7].w, align: 'right' });
  doc
    .moveTo(LEFT, sumY + 16)
    .lineTo(RIGHT, sumY + 16)
    .stroke();
  doc.text('价税合计（大写）', LEFT + 6, sumY + 22);
  doc.text(capitalAmount(total), LEFT + 100, sumY + 22, { width: 300 });
  doc.text(`（小写）¥${fenToYuan(total)}`, LEFT + 430, sumY + 22, { width: 190 });
  doc
    .moveTo(LEFT, sumY + 40)
    .lineTo(RIGHT, sumY + 40)
    .stroke();
  const remark = [
    `订单号：${req.lines.map((l) => l.orderSn).join('、')}`,
    req.original ? `被红冲蓝字发票号码：${req.original.number}（开票日期 ${shanghaiDate(req.original.issuedAt)}）` : '',
  ].filter(Boolean);
  doc.fillColor(RED).text('备注', LEFT + 6, sumY + 46);
  doc.fillColor(INK).text(remark.join('\n'), LEFT + 40, sumY + 46, { width: RIGHT - LEFT - 50 });
  doc.text(`开票人：系统`, LEFT, top + 290);
  doc.end();
  return done;
}

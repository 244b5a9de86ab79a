import type { Db } from '../../db';
import { renderInvoicePdf } from './pdf';

export interface Party {
  name: string;
  /** Unified social credit code; empty for a person. */
  taxNo: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
}

/** One line of an invoice: one order. Fen; negative on a red invoice. */
export interface InvoiceLine {
  /** 「*会议服务*会议注册费」 */
  name: string;
  /** What the order was (its title), shown as 规格型号 and in the remark. */
  spec: string;
  orderSn: string;
  /** Tax included. */
  amount: number;
  /** Percent. */
  rate: number;
  tax: number;
  net: number;
}

export interface InvoiceRequest {
  /** Our serial for this invoice (发票请求流水号, see serialOf): the provider issues once under it and answers queries by it. */
  serial: string;
  /** blue: the invoice; red: the negative one that reverses `original`. */
  color: 'blue' | 'red';
  kind: 'normal' | 'special';
  seller: Party;
  buyer: Party;
  lines: InvoiceLine[];
  original?: { number: string; issuedAt: Date };
}

export interface IssuedDocument {
  number: string;
  issuedAt: Date;
  pdf: Buffer;
}

/**
 * Issues electronic invoices: the built-in one below, or a tax-bureau service provider in a deployment.
 * As such providers do, it keys each request by our serial: it never issues twice under one serial, and
 * it says what it issued under one, so a call whose answer was lost can be looked up instead of repeated.
 */
export interface InvoiceProvider {
  readonly name: string;
  /** May throw: the application then shows 开票失败 with the message, and can be retried. Refuses a serial already issued. */
  issue(req: InvoiceRequest): Promise<IssuedDocument>;
  /** The invoice issued under our serial, or null when the provider has none; throws when it cannot be asked. */
  query(serial: string): Promise<IssuedDocument | null>;
}

/** Our serial of an application's blue invoice or of its red one: stable, so every retry asks about the same. */
export const serialOf = (applicationId: number, color: InvoiceRequest['color']) =>
  `FP${String(applicationId).padStart(10, '0')}${color === 'blue' ? 'B' : 'R'}`;

/**
 * The built-in provider: numbers invoices from a database sequence (20 digits: year, then the
 * sequence), dates them now, renders the PDF itself and keeps its own books by serial (builtin_invoices).
 */
export class BuiltInInvoiceProvider implements InvoiceProvider {
  readonly name = 'builtin';

  constructor(private readonly db: Db) {}

  async issue(req: InvoiceRequest): Promise<IssuedDocument> {
    const duplicate = () => new Error(`发票请求流水号 ${req.serial} 已开具过发票`);
    if (await this.query(req.serial)) throw duplicate();
    const [{ n }] = await this.db.query<{ n: string }>("SELECT nextval('invoice_number_seq')::text AS n");
    const issuedAt = new Date();
    const year = new Date(issuedAt.getTime() + 8 * 3600_000).getUTCFullYear() % 100;
    const number = `${String(year).padStart(2, '0')}${n.padStart(18, '0')}`;
    const pdf = await renderInvoicePdf({ ...req, number, issuedAt });
    // Two calls with one serial at once: the key lets one issue; the other is refused as above.
    const kept = await this.db.query(
      'INSERT INTO builtin_invoices (serial, color, number, issued_at, pdf) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (serial) DO NOTHING RETURNING serial',
      [req.serial, req.color, number, issuedAt, pdf],
    );
    if (!kept.length) throw duplicate();
    return { number, issuedAt, pdf };
  }

  async query(serial: string): Promise<IssuedDocument | null> {
    const [row] = await this.db.query<{ number: string; issued_at: Date; pdf: Uint8Array }>(
      'SELECT number, issued_at, pdf FROM builtin_invoices WHERE serial = $1',
      [serial],
    );
    return row ? { number: row.number, issuedAt: row.issued_at, pdf: Buffer.from(row.pdf) } : null;
  }
}

const providers = new WeakMap<Db, InvoiceProvider>();

/** The provider of this database's server (the built-in one unless `useInvoiceProvider` set another). */
export function invoiceProviderFor(db: Db): InvoiceProvider {
  let p = providers.get(db);
  if (!p) providers.set(db, (p = new BuiltInInvoiceProvider(db)));
  return p;
}

export function useInvoiceProvider(db: Db, provider: InvoiceProvider): void {
  providers.set(db, provider);
}

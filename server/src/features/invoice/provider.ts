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

/** Issues electronic invoices: the built-in one below, or a tax-bureau service provider in a deployment. */
export interface InvoiceProvider {
  readonly name: string;
  /** May throw: the application then shows 开票失败 with the message, and can be retried. */
  issue(req: InvoiceRequest): Promise<IssuedDocument>;
}

/**
 * The built-in provider: numbers invoices from a database sequence (20 digits: year, then the
 * sequence), dates them now and renders the PDF itself.
 */
export class BuiltInInvoiceProvider implements InvoiceProvider {
  readonly name = 'builtin';

  constructor(private readonly db: Db) {}

  async issue(req: InvoiceRequest): Promise<IssuedDocument> {
    const [{ n }] = await this.db.query<{ n: string }>("SELECT nextval('invoice_number_seq')::text AS n");
    const issuedAt = new Date();
    const year = new Date(issuedAt.getTime() + 8 * 3600_000).getUTCFullYear() % 100;
    const number = `${String(year).padStart(2, '0')}${n.padStart(18, '0')}`;
    return { number, issuedAt, pdf: await renderInvoicePdf({ ...req, number, issuedAt }) };
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

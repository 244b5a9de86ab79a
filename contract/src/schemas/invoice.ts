import { Type, type Static } from '@sinclair/typebox';
import { Page, StringEnum, Time } from './common';

// Invoices over paid orders (mf-order-invoice): applications, their documents and the company registry. Money in fen.

export const InvoiceKind = StringEnum(['normal', 'special'] as const);
export type InvoiceKind = Static<typeof InvoiceKind>;
export const InvoiceStatusCode = StringEnum(['pending', 'issuing', 'issued', 'failed', 'reversing', 'reversed'] as const);
export type InvoiceStatusCode = Static<typeof InvoiceStatusCode>;
const OrderKind = StringEnum(['meeting', 'hotel'] as const);

/** A paid order with money paid and no live invoice yet. */
export const InvoiceableOrder = Type.Object({
  order_sn: Type.String(),
  kind: OrderKind,
  title: Type.String(),
  status: Type.Literal('paid'),
  status_text: Type.String(),
  pay_amount: Type.Integer(),
  paid_at: Time(),
  meeting_id: Type.Integer(),
  meeting_title: Type.String(),
});
export type InvoiceableOrder = Static<typeof InvoiceableOrder>;

export const InvoiceApplication = Type.Object({
  id: Type.Integer(),
  status: InvoiceStatusCode,
  status_text: Type.String(),
  kind: InvoiceKind,
  kind_text: Type.String(),
  buyer_name: Type.String(),
  amount: Type.Integer(),
  email: Type.String(),
  order_count: Type.Integer(),
  /** The orders' titles joined by 、. */
  order_titles: Type.String(),
  created_at: Time(),
  updated_at: Time(),
});
export type InvoiceApplication = Static<typeof InvoiceApplication>;

/** get_my_invoice_list answers one of these, by its tab. */
export const InvoiceList = Type.Union([Page(InvoiceableOrder), Page(InvoiceApplication)]);

/** How an application stands: the status in Chinese and its code, and once issued (or reversed) where the PDFs are. */
export const InvoiceState = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  status_code: InvoiceStatusCode,
  invoice_no: Type.Union([Type.String(), Type.Null()]),
  pdf_url: Type.Union([Type.String(), Type.Null()]),
  red_invoice_no: Type.Union([Type.String(), Type.Null()]),
  red_pdf_url: Type.Union([Type.String(), Type.Null()]),
  /** Empty unless issuing failed. */
  fail_reason: Type.String(),
});
export type InvoiceState = Static<typeof InvoiceState>;

export const InvoiceDocument = Type.Object({
  color: StringEnum(['blue', 'red'] as const),
  number: Type.String(),
  issued_at: Time(),
  amount: Type.Integer(),
  tax: Type.Integer(),
  pdf_url: Type.String(),
});
export type InvoiceDocument = Static<typeof InvoiceDocument>;

/** An application with its buyer, orders and documents, and what the user may do next. */
export const InvoiceDetail = Type.Composite([
  InvoiceState,
  Type.Object({
    kind: InvoiceKind,
    kind_text: Type.String(),
    title_id: Type.Union([Type.Integer(), Type.Null()]),
    buyer_type: Type.Integer(),
    buyer_name: Type.String(),
    buyer_tax_no: Type.String(),
    buyer_address: Type.String(),
    buyer_phone: Type.String(),
    buyer_bank: Type.String(),
    buyer_account: Type.String(),
    email: Type.String(),
    amount: Type.Integer(),
    created_at: Time(),
    updated_at: Time(),
    items: Type.Array(
      Type.Object({ order_sn: Type.String(), kind: OrderKind, title: Type.String(), amount: Type.Integer(), meeting_title: Type.String() }),
    ),
    documents: Type.Array(InvoiceDocument),
    can_edit: Type.Boolean(),
    can_issue: Type.Boolean(),
    can_reverse: Type.Boolean(),
  }),
]);
export type InvoiceDetail = Static<typeof InvoiceDetail>;

/** A company in the registry company_search looks in, to fill a title. */
export const Company = Type.Object({
  name: Type.String(),
  tax_no: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  bank: Type.String(),
  account: Type.String(),
});
export type Company = Static<typeof Company>;
export const CompanyPage = Page(Company);

import { Type, type Static } from '@sinclair/typebox';
import { Id, PagingProperties, StringEnum } from './common';

// What the invoice pages send, titled in Chinese so a validation message names the field.

/** A kind as its code or as its Chinese name (older pages send the name). */
export const INVOICE_KIND_INPUTS = ['normal', 'special', '普通电子发票', '增值税专用发票'] as const;
export type InvoiceKindInput = (typeof INVOICE_KIND_INPUTS)[number];
const KindField = StringEnum(INVOICE_KIND_INPUTS, { title: '发票类型' });
const EmailField = Type.String({ title: '接收邮箱', maxLength: 100 });
const ApplicationId = Id('发票申请ID');

/** Applications (the default tab) or the orders that may still be invoiced, of one meeting or all. */
export const InvoiceListInput = Type.Object({
  tab: Type.Optional(StringEnum(['orders', 'applications'] as const, { title: '列表' })),
  meeting_id: Type.Optional(Id('会议ID')),
  ...PagingProperties,
});
export type InvoiceListInput = Static<typeof InvoiceListInput>;

/** One invoice over paid orders, their numbers joined by commas. */
export const InvoiceApplyInput = Type.Object({
  order_sns: Type.String({ title: '订单号', maxLength: 500, pattern: '^[A-Za-z0-9, ]+$' }),
  title_id: Id('发票抬头ID'),
  kind: Type.Optional(KindField),
  email: Type.Optional(EmailField),
});
export type InvoiceApplyInput = Static<typeof InvoiceApplyInput>;

/** What may change before the invoice is issued; a field left out stays as it is. */
export const InvoiceEditInput = Type.Object({
  id: ApplicationId,
  title_id: Type.Optional(Id('发票抬头ID')),
  kind: Type.Optional(KindField),
  email: Type.Optional(EmailField),
});
export type InvoiceEditInput = Static<typeof InvoiceEditInput>;

export const InvoiceRef = Type.Object({ id: ApplicationId });
export type InvoiceRef = Static<typeof InvoiceRef>;

export const CompanySearchInput = Type.Object({
  keyword: Type.String({ title: '关键词', minLength: 1, maxLength: 50 }),
  ...PagingProperties,
});
export type CompanySearchInput = Static<typeof CompanySearchInput>;

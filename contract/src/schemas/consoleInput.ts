import { Type, type Static } from '@sinclair/typebox';
import { Id, PagingProperties, Reason, StringEnum } from './common';
import { FINANCE_KINDS } from './consoleOrder';
import { StatusFilter } from './orderInput';

// The console's query strings and small bodies, titled in Chinese so a validation message names the field.
// Its lists come 20 to a page: only the page is asked for.

const { page } = PagingProperties;

export const AuditQuery = Type.Object({
  meeting_id: Type.Optional(Id('会议ID')),
  action: Type.Optional(Type.String({ title: '操作', maxLength: 40 })),
  page,
});
export type AuditQuery = Static<typeof AuditQuery>;

export const FinanceQuery = Type.Object({ kind: StringEnum(FINANCE_KINDS, { title: '类别' }), page });
export type FinanceQuery = Static<typeof FinanceQuery>;

/** A meeting's attendees, searched by name or mobile, or only those checked in (or not). */
export const ConsoleAttendeeQuery = Type.Object({
  q: Type.Optional(Type.String({ title: '关键词', maxLength: 30 })),
  checked_in: Type.Optional(Type.Boolean({ title: '是否已签到' })),
  page,
});
export type ConsoleAttendeeQuery = Static<typeof ConsoleAttendeeQuery>;

/** A meeting's orders: paid dates are days in Beijing time. */
export const ConsoleOrderQuery = Type.Object({
  status: Type.Optional(StatusFilter),
  q: Type.Optional(Type.String({ title: '关键词', maxLength: 30 })),
  ticket_type_id: Type.Optional(Type.Integer({ title: '票种', minimum: 1 })),
  pay_type: Type.Optional(StringEnum(['alipay', 'offline', 'free'] as const, { title: '支付方式' })),
  paid_from: Type.Optional(Type.String({ title: '支付开始日期', format: 'date' })),
  paid_to: Type.Optional(Type.String({ title: '支付结束日期', format: 'date' })),
  page,
});
export type ConsoleOrderQuery = Static<typeof ConsoleOrderQuery>;

/** Why a refund is refused, an order cancelled or a voucher rejected: kept in the audit log. */
export const ReasonInput = Type.Object({ reason: Reason });
export type ReasonInput = Static<typeof ReasonInput>;

export const EXPORT_KINDS = ['orders', 'attendees', 'checkins', 'rooming', 'invoices'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const ExportInput = Type.Object({
  kind: StringEnum(EXPORT_KINDS, { title: '导出内容' }),
  format: StringEnum(EXPORT_FORMATS, { title: '文件格式' }),
});
export type ExportInput = Static<typeof ExportInput>;

/** Stopping a coupon batch names the version it was shown at: a batch changed since is not stopped blindly. */
export const CouponStopInput = Type.Object({ version: Type.Integer({ title: '版本', minimum: 1 }) });
export type CouponStopInput = Static<typeof CouponStopInput>;

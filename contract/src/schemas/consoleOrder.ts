import { Type, type Static } from '@sinclair/typebox';
import { Time } from './common';
import { OrderDetail, OrderKind, OrderStatus, PayType } from './order';

// Orders as the organiser console shows them (mf-admin). Money in fen.

/** A console list page: `list`, its `total`, and where it is. */
export const ConsoleList = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({ list: Type.Array(item), total: Type.Integer(), page: Type.Integer(), per_page: Type.Integer() });

export const ConsoleOrderRow = Type.Object({
  order_sn: Type.String(),
  kind: OrderKind,
  status: OrderStatus,
  status_text: Type.String(),
  title: Type.String(),
  pay_amount: Type.Integer(),
  pay_type: Type.Union([PayType, Type.Null()]),
  contact_name: Type.String(),
  contact_mobile: Type.String(),
  created_at: Time(),
  paid_at: Type.Union([Time(), Type.Null()]),
  voucher_pending: Type.Boolean(),
  refund_requested: Type.Boolean(),
});
export type ConsoleOrderRow = Static<typeof ConsoleOrderRow>;
export const ConsoleOrderPage = ConsoleList(ConsoleOrderRow);
export type ConsoleOrderPage = Static<typeof ConsoleOrderPage>;

/** A row of an order's timeline from the audit log; `actor` is `user:<id>`, `cli` or `system`. */
export const OrderAuditEntry = Type.Object({
  actor: Type.String(),
  actor_name: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  reason: Type.String(),
  at: Time(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type OrderAuditEntry = Static<typeof OrderAuditEntry>;

/** A row of the audit log as /admin/audit lists it. */
export const AuditRow = Type.Object({
  ...OrderAuditEntry.properties,
  /** A bigint in the database: given as a string, as PostgreSQL's driver reads it. */
  id: Type.String({ description: '审计记录编号（bigint，以字符串给出）' }),
  meeting_id: Type.Union([Type.Integer(), Type.Null()]),
  target: Type.String(),
  ip: Type.Union([Type.String(), Type.Null()]),
});
export type AuditRow = Static<typeof AuditRow>;
export const AuditPage = ConsoleList(AuditRow);
export type AuditPage = Static<typeof AuditPage>;

/** The order as its buyer sees it, with the buyer and the order's audit trail. */
export const ConsoleOrderDetail = Type.Composite([
  OrderDetail,
  Type.Object({ buyer: Type.Object({ nickname: Type.String(), mobile: Type.String() }), audit: Type.Array(OrderAuditEntry) }),
]);
export type ConsoleOrderDetail = Static<typeof ConsoleOrderDetail>;

export const ResendAnswer = Type.Object({ order_sn: Type.String(), sent: Type.Boolean() });
export type ResendAnswer = Static<typeof ResendAnswer>;

/** The money work waiting across meetings, by kind. */
export const FINANCE_KINDS = ['vouchers', 'refunds', 'invoices'] as const;
export type FinanceKind = (typeof FINANCE_KINDS)[number];

/** One waiting piece of work; an order can have two (a late Alipay payment to return and a refund asked for). */
export const FinanceRow = Type.Object({
  item: Type.String({ description: '待办事项的标识：一个订单可有两件待办（如迟到的支付宝付款退款与买家的退款申请）' }),
  order_sn: Type.String(),
  meeting_id: Type.Integer(),
  meeting_title: Type.String(),
  /** The voucher's, refund's or invoice's state. */
  status: Type.String(),
  status_text: Type.String(),
  pay_amount: Type.Integer(),
  pay_type: Type.Union([PayType, Type.Null()]),
  buyer_name: Type.String(),
  buyer_mobile: Type.String(),
  at: Time(),
  reason: Type.String(),
});
export type FinanceRow = Static<typeof FinanceRow>;
export const FinancePage = ConsoleList(FinanceRow);
export type FinancePage = Static<typeof FinancePage>;

const TodoCounts = { vouchers_waiting: Type.Integer(), refunds_waiting: Type.Integer(), invoices_failed: Type.Integer() };
/** What waits for the caller across their meetings, in all and per meeting. */
export const Todo = Type.Object({
  ...TodoCounts,
  by_meeting: Type.Array(Type.Object({ meeting_id: Type.Integer(), title: Type.String(), ...TodoCounts })),
});
export type Todo = Static<typeof Todo>;

import { Type, type Static } from '@sinclair/typebox';
import { Page, StringEnum, Time } from './common';
import { MeetingDetails } from './meeting';
import { AttendeePerson } from './person';
import { PayVoucher } from './voucher';

// The user's orders (mf-order-invoice), meeting and hotel alike. Money in fen.

export const ORDER_STATUSES = ['unpaid', 'paid', 'cancelled', 'expired', 'refunding', 'refunded'] as const;
export const OrderStatus = StringEnum(ORDER_STATUSES);
export type OrderStatus = Static<typeof OrderStatus>;
export const OrderKind = StringEnum(['meeting', 'hotel'] as const);
export type OrderKind = Static<typeof OrderKind>;
export const PayType = StringEnum(['alipay', 'offline', 'free'] as const);
export type PayType = Static<typeof PayType>;

const nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(t: T) => Type.Union([t, Type.Null()]);

/** What every order carries, in the list and the detail. */
const OrderBase = {
  order_sn: Type.String(),
  kind: OrderKind,
  meeting_id: Type.Integer(),
  title: Type.String(),
  status: OrderStatus,
  status_text: Type.String(),
  total_amount: Type.Integer(),
  discount_amount: Type.Integer(),
  pay_amount: Type.Integer(),
  pay_type: Type.Union([PayType, Type.Null()]),
  expires_at: Time(),
  paid_at: nullable(Time()),
  created_at: Time(),
};

const Stay = {
  check_in: Type.Optional(Type.String()),
  check_out: Type.Optional(Type.String()),
  nights: Type.Optional(Type.Integer()),
  rooms: Type.Optional(Type.Integer()),
};

/** A list item: meeting orders add their ticket and attendees, hotel orders their stay. */
export const OrderSummary = Type.Object({
  ...OrderBase,
  meeting_title: Type.String(),
  meeting_start_at: Time(),
  meeting_cover: Type.String(),
  ticket_name: Type.Optional(Type.String()),
  quantity: Type.Optional(Type.Integer()),
  attendee_names: Type.Optional(Type.Array(Type.String())),
  hotel_name: Type.Optional(Type.String()),
  hotel_cover: Type.Optional(Type.String()),
  room_name: Type.Optional(Type.String()),
  ...Stay,
});
export type OrderSummary = Static<typeof OrderSummary>;
export const OrderPage = Page(OrderSummary);

export const OrderAttendee = Type.Object({
  ...AttendeePerson.properties,
  id_number: Type.String(),
  /** The meeting's custom answers, form pictures with fresh addresses. */
  fields: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  active: Type.Boolean(),
  /** Shown only while the ticket admits someone. */
  ticket_code: nullable(Type.String()),
  short_code: nullable(Type.String()),
  issued_at: nullable(Time()),
  revoked_at: nullable(Time()),
  ticket_name: Type.String(),
  ticket_price: Type.Integer(),
  checked_in_at: nullable(Time()),
});
export type OrderAttendee = Static<typeof OrderAttendee>;

export const OrderRefund = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer(),
  reason: Type.String(),
  status: StringEnum(['requested', 'approved', 'withdrawn', 'rejected', 'succeeded'] as const),
  reject_reason: Type.String(),
  requested_by: Type.String(),
  created_at: Time(),
  closed_at: nullable(Time()),
});
export type OrderRefund = Static<typeof OrderRefund>;

/** Everything the order detail page shows, with what the user may do next and why not. */
export const OrderDetail = Type.Object({
  ...OrderBase,
  user_coupon_id: nullable(Type.Integer()),
  closed_at: nullable(Time()),
  refund_deadline: nullable(Time()),
  contact_name: Type.String(),
  contact_mobile: Type.String(),
  remark: Type.String(),
  meeting: Type.Pick(MeetingDetails, ['id', 'title', 'cover', 'start_at', 'end_at', 'city', 'venue', 'address']),
  coupon: Type.Union([Type.Object({ name: Type.String(), amount: Type.Integer() }), Type.Null()]),
  seconds_left: Type.Integer(),
  vouchers: Type.Array(PayVoucher),
  refunds: Type.Array(OrderRefund),
  logs: Type.Array(
    Type.Object({ from_status: Type.Union([OrderStatus, Type.Null()]), to_status: OrderStatus, note: Type.String(), created_at: Time() }),
  ),
  can_pay: Type.Boolean(),
  can_cancel: Type.Boolean(),
  can_refund: Type.Boolean(),
  refund_blocker: nullable(Type.String()),
  can_withdraw_refund: Type.Boolean(),
  voucher_pending: Type.Boolean(),
  /** The live invoice covering this order, with its status text (已开票, 冲红中, ...). */
  invoice: Type.Union([Type.Object({ id: Type.Integer(), status: Type.String() }), Type.Null()]),
  // Meeting orders
  ticket: Type.Optional(Type.Union([Type.Object({ id: Type.Integer(), name: Type.String(), price: Type.Integer() }), Type.Null()])),
  quantity: Type.Optional(Type.Integer()),
  attendees: Type.Optional(Type.Array(OrderAttendee)),
  // Hotel orders
  hotel: Type.Optional(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      cover: Type.String(),
      address: Type.String(),
      phone: Type.String(),
      star: Type.Integer(),
      check_in_time: Type.String(),
      check_out_time: Type.String(),
    }),
  ),
  room: Type.Optional(
    Type.Object({ id: Type.Integer(), name: Type.String(), bed_type: Type.String(), breakfast: Type.String(), cover: Type.String() }),
  ),
  ...Stay,
  guests: Type.Optional(Type.Array(Type.String())),
  night_prices: Type.Optional(Type.Array(Type.Object({ night: Type.String(), price: Type.Integer() }))),
  arrival_time: Type.Optional(Type.String()),
});
export type OrderDetail = Static<typeof OrderDetail>;

/** An order after a cancel, a refund request or its withdrawal. */
export const OrderStatusChange = Type.Object({ order_sn: Type.String(), status: OrderStatus });
export type OrderStatusChange = Static<typeof OrderStatusChange>;

/** How many of the user's orders of a kind are in each state. */
export const OrderCounts = Type.Object({
  unpaid: Type.Integer(),
  paid: Type.Integer(),
  cancelled: Type.Integer(),
  expired: Type.Integer(),
  refunding: Type.Integer(),
  refunded: Type.Integer(),
  total: Type.Integer(),
});
export type OrderCounts = Static<typeof OrderCounts>;
export const OrderStat = Type.Object({ meeting: OrderCounts, hotel: OrderCounts });
export type OrderStat = Static<typeof OrderStat>;

/** The organiser's account a transfer goes to. */
export const BankAccount = Type.Object({ account_name: Type.String(), bank_name: Type.String(), account: Type.String() });
export type BankAccount = Static<typeof BankAccount>;

const PayTypeName = { name: Type.String(), description: Type.String() };
export const PayTypeOption = Type.Union([
  Type.Object({ type: Type.Literal('alipay'), ...PayTypeName }),
  Type.Object({ type: Type.Literal('offline'), ...PayTypeName, bank: BankAccount }),
]);
export type PayTypeOption = Static<typeof PayTypeOption>;
export const PayTypeList = Type.Array(PayTypeOption);

/** pay_order: Alipay's cashier address, or the account to transfer to. */
export const PayStart = Type.Union([
  Type.Object({
    order_sn: Type.String(),
    pay_type: Type.Literal('alipay'),
    pay_url: Type.String(),
    pay_amount: Type.Integer(),
    seconds_left: Type.Integer(),
  }),
  Type.Object({
    order_sn: Type.String(),
    pay_type: Type.Literal('offline'),
    pay_amount: Type.Integer(),
    bank: BankAccount,
    seconds_left: Type.Integer(),
  }),
]);
export type PayStart = Static<typeof PayStart>;

/** A transfer voucher just submitted, waiting for the organiser. */
export const VoucherSubmitted = Type.Object({ id: Type.Integer(), status: Type.Literal('pending'), created_at: Time() });
export type VoucherSubmitted = Static<typeof VoucherSubmitted>;

export const VoucherDetails = Type.Object({
  order_sn: Type.String(),
  pay_amount: Type.Integer(),
  /** Yuan, two decimals. */
  pay_amount_text: Type.String(),
  status: OrderStatus,
  bank: BankAccount,
  vouchers: Type.Array(PayVoucher),
});
export type VoucherDetails = Static<typeof VoucherDetails>;

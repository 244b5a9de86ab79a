import type { PayVoucher } from '@conf/contract';
import { http, type PageData } from '@conf/shared';

export type OrderKind = 'meeting' | 'hotel';
export type OrderStatus = 'unpaid' | 'paid' | 'cancelled' | 'expired' | 'refunding' | 'refunded';
export type PayType = 'alipay' | 'offline' | 'free';

/** What every order carries, in the list and the detail (money in fen, times as ISO strings). */
interface OrderBase {
  order_sn: string;
  kind: OrderKind;
  title: string;
  status: OrderStatus;
  status_text: string;
  total_amount: number;
  discount_amount: number;
  pay_amount: number;
  pay_type: PayType | null;
  expires_at: string;
  paid_at: string | null;
  created_at: string;
}

/** A list item: meeting orders add their ticket and attendees, hotel orders their stay. */
export interface OrderSummary extends OrderBase {
  meeting_title: string;
  ticket_name?: string;
  quantity?: number;
  attendee_names?: string[];
  hotel_name?: string;
  room_name?: string;
  check_in?: string;
  check_out?: string;
  nights?: number;
  rooms?: number;
}

export interface Attendee {
  id: number;
  name: string;
  mobile: string;
  company: string;
  position: string;
  email: string;
  ticket_name: string;
  ticket_price: number;
  checked_in_at: string | null;
}

export type { PayVoucher };

export interface Refund {
  id: number;
  amount: number;
  reason: string;
  status: 'requested' | 'approved' | 'withdrawn' | 'rejected' | 'succeeded';
  reject_reason: string | null;
  created_at: string;
}

export interface OrderDetail extends OrderBase {
  meeting: { id: number; title: string; start_at: string; end_at: string; city: string; venue: string; address: string } | null;
  coupon: { name: string; amount: number } | null;
  refund_deadline: string | null;
  closed_at: string | null;
  contact_name: string;
  contact_mobile: string;
  seconds_left: number;
  vouchers: PayVoucher[];
  refunds: Refund[];
  can_pay: boolean;
  can_cancel: boolean;
  can_refund: boolean;
  refund_blocker: string | null;
  /** The live invoice covering this order, with its status text (已开票, 冲红中, ...). */
  invoice?: { id: number; status: string } | null;
  can_withdraw_refund: boolean;
  voucher_pending: boolean;
  // Meeting orders
  ticket?: { id: number; name: string; price: number } | null;
  quantity?: number;
  attendees?: Attendee[];
  // Hotel orders
  hotel?: { id: number; name: string; address: string; phone: string; check_in_time: string; check_out_time: string };
  room?: { id: number; name: string; bed_type: string; breakfast: string };
  check_in?: string;
  check_out?: string;
  nights?: number;
  rooms?: number;
  guests?: string[];
  night_prices?: Array<{ night: string; price: number }>;
  arrival_time?: string;
  /** What the booker wrote in 备注 when reserving ('' when nothing). */
  remark?: string;
}

/** One e-ticket: `qr_svg` is the QR of `code`, null once the ticket no longer admits anyone; `short_code` is typed at the door instead. */
export interface ETicket {
  id: number;
  name: string;
  mobile: string;
  ticket_name: string;
  code: string | null;
  short_code: string | null;
  state: 'valid' | 'used' | 'revoked' | 'pending';
  state_text: string;
  qr_svg: string | null;
}

export const ORDERS_PAGE_SIZE = 10;

const LIST_URL: Record<OrderKind, string> = {
  meeting: 'api/ms.order/get_meeting_order_list',
  hotel: 'api/ms.order/get_hotel_order_list',
};

/** `status` is one status or several joined by commas. */
export const getOrders = (kind: OrderKind, status: string, page: number) =>
  http.post<PageData<OrderSummary>>(LIST_URL[kind], { status, page, limit: ORDERS_PAGE_SIZE });

export const getOrderDetail = (orderSn: string) => http.post<OrderDetail>('api/ms.order/get_order_detail', { order_sn: orderSn });

export const cancelOrder = (orderSn: string) => http.post<{ status: OrderStatus }>('api/ms.order/cancel_order', { order_sn: orderSn }, { showLoading: true });

export const applyRefund = (orderSn: string, reason: string) =>
  http.post<{ status: OrderStatus }>('api/ms.order/apply_refund', { order_sn: orderSn, reason }, { showLoading: true });

export const cancelRefund = (orderSn: string) => http.post<{ status: OrderStatus }>('api/ms.order/cancel_refund', { order_sn: orderSn }, { showLoading: true });

export const getETickets = (orderSn: string) => http.get<ETicket[]>('api/wyms/meeting/meeting_apply/attendance_voucher', { order_sn: orderSn });

export const getPrintTicket = (orderSn: string) =>
  http.post<PrintTicket>('api/ms.member/get_print_ticket', { order_sn: orderSn });

export interface PrintTicket {
  order_sn: string;
  meeting: { title: string; start_at: string; end_at: string; city: string; venue: string; address: string; organizer: string; phone: string };
  tickets: Array<{ attendee_id: number; name: string; company: string; ticket_name: string; code: string; short_code: string | null; qr_svg: string }>;
  notice: string;
}

/** The details of one attendee a user may correct; `fields` are the meeting's custom answers, sent back as they are. */
export interface EditableAttendee {
  applyer: { id: number; name: string; mobile: string; company: string; position: string; email: string; id_number: string; fields: Record<string, unknown> };
  can_edit: boolean;
  reason: string | null;
}

export const getEditableAttendee = (attendeeId: number) =>
  http.get<EditableAttendee>('api/wyms/meeting/meeting_apply/edit_apply_information_details', { attendee_id: attendeeId });

export const editAttendee = (attendeeId: number, applyer: EditableAttendee['applyer']) =>
  http.post<EditableAttendee['applyer']>('api/wyms/meeting/meeting_apply/edit_apply_information', { attendee_id: attendeeId, applyer: JSON.stringify(applyer) }, { showLoading: true });

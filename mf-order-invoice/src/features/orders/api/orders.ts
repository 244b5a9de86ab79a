import type { OrderAttendee, OrderDetail, OrderKind, OrderRefund, OrderStatus, OrderStatusChange, OrderSummary, PayType, PayVoucher } from '@conf/contract';
import { http, type PageData } from '@conf/shared';

export type { OrderAttendee as Attendee, OrderDetail, OrderKind, OrderRefund as Refund, OrderStatus, OrderSummary, PayType, PayVoucher };

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

export const cancelOrder = (orderSn: string) => http.post<OrderStatusChange>('api/ms.order/cancel_order', { order_sn: orderSn }, { showLoading: true });

export const applyRefund = (orderSn: string, reason: string) =>
  http.post<OrderStatusChange>('api/ms.order/apply_refund', { order_sn: orderSn, reason }, { showLoading: true });

export const cancelRefund = (orderSn: string) => http.post<OrderStatusChange>('api/ms.order/cancel_refund', { order_sn: orderSn }, { showLoading: true });

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

import type {
  AttendeeEditInput,
  AttendeeInfo,
  AttendeeRef,
  EditableAttendee,
  ETicket,
  OrderAttendee,
  OrderDetail,
  OrderKind,
  OrderListInput,
  OrderRefund,
  OrderSnInput,
  OrderStatus,
  OrderStatusChange,
  OrderSummary,
  PayType,
  PayVoucher,
  PrintTicket,
  PrintTicketInput,
  RefundInput,
} from '@conf/contract';
import { http, type PageData } from '@conf/shared';

export type {
  OrderAttendee as Attendee,
  ETicket,
  EditableAttendee,
  OrderDetail,
  OrderKind,
  OrderRefund as Refund,
  OrderStatus,
  OrderSummary,
  PayType,
  PayVoucher,
  PrintTicket,
};

export const ORDERS_PAGE_SIZE = 10;

const LIST_URL: Record<OrderKind, string> = {
  meeting: 'api/ms.order/get_meeting_order_list',
  hotel: 'api/ms.order/get_hotel_order_list',
};

/** `status` is one status or several joined by commas. */
export const getOrders = (kind: OrderKind, status: string, page: number) =>
  http.post<PageData<OrderSummary>>(LIST_URL[kind], { status, page, limit: ORDERS_PAGE_SIZE } satisfies OrderListInput);

export const getOrderDetail = (orderSn: string) =>
  http.post<OrderDetail>('api/ms.order/get_order_detail', { order_sn: orderSn } satisfies OrderSnInput);

export const cancelOrder = (orderSn: string) =>
  http.post<OrderStatusChange>('api/ms.order/cancel_order', { order_sn: orderSn } satisfies OrderSnInput, { showLoading: true });

export const applyRefund = (orderSn: string, reason: string) =>
  http.post<OrderStatusChange>('api/ms.order/apply_refund', { order_sn: orderSn, reason } satisfies RefundInput, { showLoading: true });

export const cancelRefund = (orderSn: string) =>
  http.post<OrderStatusChange>('api/ms.order/cancel_refund', { order_sn: orderSn } satisfies OrderSnInput, { showLoading: true });

export const getETickets = (orderSn: string) =>
  http.get<ETicket[]>('api/wyms/meeting/meeting_apply/attendance_voucher', { order_sn: orderSn } satisfies OrderSnInput);

export const getPrintTicket = (orderSn: string) =>
  http.post<PrintTicket>('api/ms.member/get_print_ticket', { order_sn: orderSn } satisfies PrintTicketInput);

export const getEditableAttendee = (attendeeId: number) =>
  http.get<EditableAttendee>('api/wyms/meeting/meeting_apply/edit_apply_information_details', {
    attendee_id: attendeeId,
  } satisfies AttendeeRef);

/** Sends the corrected attendee; `fields` are the meeting's custom answers, sent back as they are. */
export const editAttendee = (attendeeId: number, applyer: AttendeeInfo) =>
  http.post<AttendeeInfo>(
    'api/wyms/meeting/meeting_apply/edit_apply_information',
    { attendee_id: attendeeId, applyer: JSON.stringify(applyer) } satisfies AttendeeEditInput,
    { showLoading: true },
  );

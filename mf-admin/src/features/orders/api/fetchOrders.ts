import { http } from '@conf/shared';

export interface OrderRow {
  order_sn: string;
  status: string;
  status_text: string;
  title: string;
  pay_amount: number;
  pay_type: string | null;
  contact_name: string;
  contact_mobile: string;
  created_at: string;
  paid_at: string | null;
  voucher_pending: boolean;
  refund_requested: boolean;
}

export interface Page<T> {
  list: T[];
  total: number;
}

/** A page of a meeting's orders; `filters` are the list's URL query as it stands. */
export const fetchOrders = (meetingId: number, filters: Record<string, string>) =>
  http.get<Page<OrderRow>>(`api/admin/meetings/${meetingId}/orders`, filters);

import { http } from '@conf/shared';

export interface OrderDetail {
  order_sn: string;
  status: string;
  status_text: string;
  meeting_id: number;
  title: string;
  pay_amount: number;
  pay_type: string | null;
  paid_at: string | null;
  created_at: string;
  contact_name: string;
  contact_mobile: string;
  buyer: { nickname: string; mobile: string };
  ticket?: { name: string } | null;
  attendees?: { id: number; name: string; mobile: string; company?: string; checked_in_at?: string | null }[];
  vouchers: { id: number; image: string; payer_name: string; remark: string; status: string; reject_reason: string | null; created_at: string }[];
  refunds: { id: number; amount: number; reason: string; status: string; reject_reason: string | null; created_at: string }[];
  invoice?: { id: number; status: string } | null;
  voucher_pending: boolean;
  audit: { actor: string; actor_name: string | null; action: string; reason: string; at: string }[];
}

/** One order with everything the console shows about it, its audit trail included. */
export const fetchOrder = (orderSn: string) => http.get<OrderDetail>(`api/admin/orders/${orderSn}`);

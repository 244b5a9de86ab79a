import { http } from '@conf/shared';

/** One attendee as submit_ticket_order takes it; the form's own questions under `fields`. */
export interface ApplyerPayload {
  name: string;
  mobile: string;
  company: string;
  position: string;
  email: string;
  id_number: string;
  contact_id: number | null;
  fields: Record<string, string | string[]>;
}

export interface OrderPlaced {
  order_sn: string;
  status: 'unpaid' | 'paid';
  pay_amount: number;
}

export interface OrderInput {
  meeting_id: number;
  ticket_id: number;
  applyers: ApplyerPayload[];
  coupon_id?: number;
}

/**
 * Places the order. The key is the same for every send of one filled form, so a resend (timeout, 重试)
 * gets the first answer and never a second order; lost connections are retried with it too.
 */
export const submitTicketOrder = (input: OrderInput, idempotencyKey: string) =>
  http.post<OrderPlaced>(
    'api/ms.meeting/submit_ticket_order',
    { ...input, applyers: JSON.stringify(input.applyers) },
    { idempotencyKey, retry: 2, showLoading: true },
  );

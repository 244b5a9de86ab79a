import type { Applyer, ApplyOrderInput, ApplyOrderPlaced } from '@conf/contract';
import { http } from '@conf/shared';

/** One attendee as submit_ticket_order takes it; the form's own questions under `fields`. */
export type ApplyerPayload = Applyer;
export type OrderPlaced = ApplyOrderPlaced;
/** The order as the page makes it: its attendees typed in (sent as a JSON string), never contact ids. */
export type OrderInput = Pick<ApplyOrderInput, 'meeting_id' | 'ticket_id' | 'coupon_id'> & { applyers: Applyer[] };

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

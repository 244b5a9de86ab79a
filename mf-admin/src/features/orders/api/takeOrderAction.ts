import type { OrderStatusChange, ReasonInput } from '@conf/contract';
import { http } from '@conf/shared';

export type OrderAction = 'voucher/approve' | 'voucher/reject' | 'refund/approve' | 'refund/reject' | 'refund/mark-paid' | 'cancel';

/** A money action on an order; the key is the dialog's, so a resend is answered once (the server's Idempotency-Key). */
export const takeOrderAction = (orderSn: string, action: OrderAction, idempotencyKey: string, reason?: string) =>
  http.post<OrderStatusChange>(`api/admin/orders/${orderSn}/${action}`, reason === undefined ? {} : ({ reason } satisfies ReasonInput), {
    body: 'json',
    idempotencyKey,
  });

import type { OrderDetail } from '../schemas/order';

/** An order whose e-tickets its page shows: a meeting's, paid (or paid and being refunded). */
export const hasETickets = (order: Pick<OrderDetail, 'kind' | 'status'>): boolean =>
  order.kind === 'meeting' && (order.status === 'paid' || order.status === 'refunding');

/** An order already being paid by transfer: its payment page opens on the transfer and its vouchers. */
export const paidByTransfer = (order: Pick<OrderDetail, 'pay_type' | 'vouchers'>): boolean =>
  order.pay_type === 'offline' || order.vouchers.length > 0;

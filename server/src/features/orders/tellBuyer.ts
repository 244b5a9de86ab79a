import type { Queryable } from '../../db';
import { sendMessage } from '../account';
import type { OrderRow } from './model';

/** The app's page of an order, which every message about it links to. */
export const orderLink = (orderSn: string) => `/order/detail?order_sn=${orderSn}`;

/**
 * A message to an order's buyer in 消息, linking to the order. Called inside the transaction of what it
 * tells (a cancel, a refund asked for, approved or refused, a transfer voucher reviewed), so the message is
 * written if and only if that happened.
 */
export function tellBuyer(
  q: Queryable,
  order: Pick<OrderRow, 'user_id' | 'order_sn'>,
  m: { title: string; content: string },
): Promise<number> {
  return sendMessage(q, order.user_id, { ...m, kind: 'order', link: orderLink(order.order_sn) });
}

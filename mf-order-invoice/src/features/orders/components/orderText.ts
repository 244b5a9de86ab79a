import { dayjs } from '@conf/shared';
import type { OrderStatus, OrderSummary } from '../api/orders';

/** 实付 once money was paid (a refunded order too); before that, and for an order cancelled unpaid, 应付. */
export const amountLabel = (o: Pick<OrderSummary, 'paid_at'>): '实付' | '应付' => (o.paid_at ? '实付' : '应付');

/** The colour class of a status: waiting, done, or closed. */
export const STATUS_TONE: Record<OrderStatus, 'warn' | 'ok' | 'muted'> = {
  unpaid: 'warn',
  paid: 'ok',
  refunding: 'warn',
  refunded: 'muted',
  cancelled: 'muted',
  expired: 'muted',
};

/** "6月1日 - 6月3日 · 2晚 · 2间" */
export function stayText(o: Pick<OrderSummary, 'check_in' | 'check_out' | 'nights' | 'rooms'>): string {
  if (!o.check_in || !o.check_out) return '';
  return `${dayjs(o.check_in).format('M月D日')} - ${dayjs(o.check_out).format('M月D日')} · ${o.nights ?? 0}晚 · ${o.rooms ?? 1}间`;
}

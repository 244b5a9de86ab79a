import type { Queryable } from '../../db';
import type { OrderKind, OrderRow } from './model';

/**
 * What a kind of order (tickets, hotel rooms) does besides the common steps (stock, coupon, status):
 * tickets issue e-tickets when paid and void them when closed or refunded.
 */
export interface OrderKindHooks {
  /** Paid. May throw to refuse (the whole payment is then rolled back and the provider retries). */
  onPaid?(q: Queryable, order: OrderRow): Promise<void>;
  /** The message the user gets once paid (free orders too), instead of the generic payment notice. */
  paidMessage?(order: OrderRow): { title: string; content: string };
  /** Cancelled or expired. */
  onClosed?(q: Queryable, order: OrderRow): Promise<void>;
  onRefunded?(q: Queryable, order: OrderRow): Promise<void>;
  /**
   * Why the order cannot be refunded now, or null (e.g. an attendee already checked in). When the refund
   * is requested, approved and completed it is asked with the order locked, and locks the rows it reads,
   * so a check-in deciding at the same moment is either seen or waits.
   */
  refundBlocker?(q: Queryable, order: OrderRow): Promise<string | null>;
  /** An organiser agreed to give the money back: what the order gave stops now (its tickets no longer admit). */
  onRefundApproved?(q: Queryable, order: OrderRow): Promise<void>;
  /** Who of the order is in already and since when, named to the organiser a refund is refused to. */
  admitted?(q: Queryable, order: OrderRow): Promise<{ name: string; at: Date }[]>;
  /** What the order detail shows of this kind (attendees and tickets, nights and guests). */
  describe?(q: Queryable, order: OrderRow): Promise<Record<string, unknown>>;
  /** What a list item shows of this kind, for a page of orders at once. */
  summarize?(q: Queryable, orderIds: number[]): Promise<Map<number, Record<string, unknown>>>;
}

const hooks = new Map<OrderKind, OrderKindHooks[]>();

/** Features add their hooks at module load (several features may hook the same kind). */
export function onOrderKind(kind: OrderKind, h: OrderKindHooks): void {
  hooks.set(kind, [...(hooks.get(kind) ?? []), h]);
}

export function hooksOf(kind: OrderKind): OrderKindHooks[] {
  return hooks.get(kind) ?? [];
}

/** Hooks that apply to every kind (e.g. invoices: an invoiced order is reversed before a refund). */
export function onEveryOrder(h: OrderKindHooks): void {
  for (const kind of ['meeting', 'hotel'] as const) onOrderKind(kind, h);
}

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

/**
 * A feature's hooks on one kind of order, or on every kind ('every': e.g. invoices, an invoiced order is
 * reversed before a refund), declared in its Feature object (features/types.ts).
 */
export interface OrderKindDeclaration {
  kind: OrderKind | 'every';
  hooks: OrderKindHooks;
}

const ORDER_KINDS: OrderKind[] = ['meeting', 'hotel'];
let hooks = new Map<OrderKind, OrderKindHooks[]>();

/**
 * Takes every feature's declarations, in the features' order (several features may hook the same kind);
 * features/index.ts calls it once with the list, so no order is handled before its kind's hooks are known.
 */
export function useOrderKinds(declarations: OrderKindDeclaration[]): void {
  hooks = new Map();
  for (const { kind, hooks: h } of declarations) {
    for (const k of kind === 'every' ? ORDER_KINDS : [kind]) hooks.set(k, [...(hooks.get(k) ?? []), h]);
  }
}

export function hooksOf(kind: OrderKind): OrderKindHooks[] {
  return hooks.get(kind) ?? [];
}

import { PagedList } from '@conf/shared';
import { getOrders, type OrderKind, type OrderSummary } from '../api/orders';

/** The tabs of an order list; `query` is the ?status= value that opens one, `statuses` what it asks the server for. */
export const ORDER_TABS = [
  { key: 'all', label: '全部', statuses: '' },
  { key: 'unpaid', label: '待支付', statuses: 'unpaid' },
  { key: 'paid', label: '已支付', statuses: 'paid' },
  { key: 'refund', label: '退款/取消', statuses: 'refunding,refunded,cancelled,expired' },
] as const;

export type OrderTab = (typeof ORDER_TABS)[number]['key'];

export const tabOf = (status: string | null): OrderTab => ORDER_TABS.find((t) => t.key === status)?.key ?? 'all';

/** One paged list per tab, each loaded when its tab is first shown and kept while the page is open. */
export class OrderListStore {
  readonly lists: Record<OrderTab, PagedList<OrderSummary>>;

  constructor(readonly kind: OrderKind) {
    this.lists = Object.fromEntries(ORDER_TABS.map((t) => [t.key, new PagedList((page) => getOrders(kind, t.statuses, page))])) as Record<
      OrderTab,
      PagedList<OrderSummary>
    >;
  }
}

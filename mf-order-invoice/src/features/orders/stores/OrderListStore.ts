import { ORDER_TAB_STATUSES, type OrderTab } from '@conf/contract';
import { PagedList } from '@conf/shared';
import { getOrders, type OrderKind, type OrderSummary } from '../api/orders';

const LABELS: Record<OrderTab, string> = { all: '全部', unpaid: '待支付', paid: '已支付', refund: '退款/取消' };

/** The tabs of an order list, in order: `key` is the ?status= value that opens one, `statuses` what it asks the server for. */
export const ORDER_TABS = (Object.keys(ORDER_TAB_STATUSES) as OrderTab[]).map((key) => ({
  key,
  label: LABELS[key],
  statuses: ORDER_TAB_STATUSES[key],
}));

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

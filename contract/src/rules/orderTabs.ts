// Kept out of the schema files: the order list page imports these, and a schema file would bring TypeBox
// into its bundle (its Type.Object calls run at import, so no bundler can drop them).

/**
 * The tabs of the order lists (/order and /order/hotel, opened at one by `?status=`) and the statuses each asks
 * for: the page draws them, and the server answers the tab an address opens at in the page.
 */
export const ORDER_TAB_STATUSES = {
  all: '',
  unpaid: 'unpaid',
  paid: 'paid',
  refund: 'refunding,refunded,cancelled,expired',
} as const;
export type OrderTab = keyof typeof ORDER_TAB_STATUSES;

/** The tab a `?status=` value opens: 全部 for any other value. */
export const orderTabOf = (status: string | null): OrderTab =>
  status !== null && Object.prototype.hasOwnProperty.call(ORDER_TAB_STATUSES, status) ? (status as OrderTab) : 'all';

import { makeAutoObservable } from 'mobx';
import { PagedList } from '@conf/shared';
import { getApplications, getInvoiceableOrders, type InvoiceableOrder, type InvoiceApplication } from '../api/invoices';

export type InvoiceTab = 'orders' | 'applications';

/** /invoice: the orders the user can still invoice (some picked for one application) and their applications. */
export class InvoiceListStore {
  tab: InvoiceTab = 'orders';
  readonly orders: PagedList<InvoiceableOrder>;
  readonly applications: PagedList<InvoiceApplication>;
  /** Picked order numbers. */
  picked = new Set<string>();

  constructor(readonly meetingId: number | null) {
    this.orders = new PagedList((page) => getInvoiceableOrders(meetingId, page));
    this.applications = new PagedList((page) => getApplications(meetingId, page));
    makeAutoObservable(this, { orders: false, applications: false, meetingId: false }, { autoBind: true });
  }

  setTab(tab: InvoiceTab): void {
    this.tab = tab;
  }

  toggle(orderSn: string): void {
    const next = new Set(this.picked);
    if (!next.delete(orderSn)) next.add(orderSn);
    this.picked = next;
  }

  get pickedAmount(): number {
    return this.orders.items.filter((o) => this.picked.has(o.order_sn)).reduce((s, o) => s + o.pay_amount, 0);
  }
}

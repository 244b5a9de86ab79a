import { hasETickets } from '@conf/contract';
import { Loadable } from '@conf/shared';
import { applyRefund, cancelOrder, cancelRefund, getETickets, getOrderDetail, type ETicket, type OrderDetail } from '../api/orders';

/** One order: its detail, its e-tickets once it admits people, and what the user may do to it (each followed by a fresh detail). */
export class OrderDetailStore {
  readonly order: Loadable<OrderDetail>;
  readonly tickets: Loadable<ETicket[]>;

  constructor(readonly orderSn: string) {
    this.order = new Loadable(() => getOrderDetail(orderSn));
    this.tickets = new Loadable(() => getETickets(orderSn));
  }

  // Arrow functions: the page hands them to buttons and dialogs as they are.
  load = async (): Promise<void> => {
    await this.order.load();
    const o = this.order.data;
    if (o && hasETickets(o)) await this.tickets.load();
  };

  cancel = async (): Promise<void> => {
    await cancelOrder(this.orderSn);
    await this.load();
  };

  refund = async (reason: string): Promise<void> => {
    await applyRefund(this.orderSn, reason);
    await this.load();
  };

  withdrawRefund = async (): Promise<void> => {
    await cancelRefund(this.orderSn);
    await this.load();
  };
}

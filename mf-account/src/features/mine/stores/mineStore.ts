import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessage, unreadStore } from '@conf/shared';
import { getPersonStat, type PersonStat } from '../api/profile';
import { getOrderStat, type OrderCounts } from '../api/orderStat';

/** The figures on /mine (orders, coupons, unread messages). */
export class MineStore {
  stat: PersonStat | null = null;
  /** The meeting orders by state, for the order bar. */
  meetingOrders: OrderCounts | null = null;
  error: string | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get orderCount(): number {
    return (this.stat?.order_count ?? 0) + (this.stat?.hotel_order_count ?? 0);
  }

  async load(): Promise<void> {
    this.error = null;
    void this.loadOrders();
    try {
      const stat = await getPersonStat();
      runInAction(() => {
        this.stat = stat;
      });
      // The same figure as the tab bar's badge: keep them in step.
      unreadStore.set(stat.unread_message_count);
    } catch (e) {
      runInAction(() => {
        this.error = errorMessage(e);
      });
    }
  }

  // Apart from the other figures: either failing leaves the other shown ("-" where unknown).
  private async loadOrders(): Promise<void> {
    try {
      const { meeting } = await getOrderStat();
      runInAction(() => (this.meetingOrders = meeting));
    } catch {
      runInAction(() => (this.meetingOrders = null));
    }
  }

  /** After logout the figures belong to nobody. */
  clear(): void {
    this.stat = null;
    this.meetingOrders = null;
    this.error = null;
  }
}

export const mineStore = new MineStore();

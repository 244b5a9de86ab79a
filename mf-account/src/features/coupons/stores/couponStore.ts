import { makeAutoObservable, runInAction } from 'mobx';
import { PagedList, errorMessage } from '@conf/shared';
import { getClaimableCoupons, getMyCoupons, obtainCoupon, type ClaimableCoupon, type CouponState, type HeldCoupon } from '../api/coupons';

export const STATES: { state: CouponState; label: string }[] = [
  { state: 'unused', label: '未使用' },
  { state: 'used', label: '已使用' },
  { state: 'expired', label: '已过期' },
];

/** My coupons by state (one paged list per tab, with the count of each), and the batches open to claim. */
export class CouponStore {
  tab: CouponState = 'unused';
  counts: Record<CouponState, number> | null = null;
  readonly lists: Record<CouponState, PagedList<HeldCoupon>>;
  claimable: ClaimableCoupon[] | null = null;
  claimError: string | null = null;

  constructor() {
    const list = (state: CouponState) =>
      new PagedList<HeldCoupon>(async (page) => {
        const reply = await getMyCoupons(state, page);
        runInAction(() => {
          this.counts = reply.counts;
        });
        return reply;
      });
    this.lists = { unused: list('unused'), used: list('used'), expired: list('expired') };
    makeAutoObservable(this, { lists: false }, { autoBind: true });
  }

  setTab(tab: CouponState): void {
    this.tab = tab;
  }

  async loadClaimable(): Promise<void> {
    this.claimError = null;
    try {
      const { list } = await getClaimableCoupons();
      runInAction(() => {
        this.claimable = list;
      });
    } catch (e) {
      runInAction(() => {
        this.claimError = errorMessage(e);
      });
    }
  }

  /** Claims one; the unused list and the claimable batches are fetched afresh. Rejects with the reason. */
  async obtain(couponId: number): Promise<void> {
    await obtainCoupon(couponId);
    await Promise.all([this.lists.unused.reload().catch(() => undefined), this.loadClaimable()]);
  }
}

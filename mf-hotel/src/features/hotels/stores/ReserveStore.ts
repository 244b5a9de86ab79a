import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { MOBILE_ERROR, isMobile, openingStay, stayNights, stayTotal, stayWindow, type StayWindow } from '@conf/contract';
import { ApiError, Loadable, createSubmitKey, isRefusal, sessionStore } from '@conf/shared';
import { getRoomDetail, type RoomDetail, type RoomNight, type Stay } from '../api/hotels';
import { getContacts, selectCoupon, submitHotelOrder, type Contact, type CouponChoice } from '../api/reserve';

/** The answer to a submit: the order to pay, or what to tell the user (a refusal ends the submit, a failure may be retried). */
export type SubmitResult = { order_sn: string } | { message: string; refused: boolean; needTicket: boolean };

/** The reservation form of one room type: stay, rooms, a guest per room, contact, coupon, and the price night by night. */
export class ReserveStore {
  readonly room: Loadable<RoomDetail>;
  readonly contacts = new Loadable(async () => (await getContacts()).list);
  /** The stay the user chose, or the one the form opened with once the room is in (openingStay). */
  chosenStay: Stay | null = null;
  rooms = 1;
  guests: string[] = [''];
  mobile = sessionStore.user?.mobile ?? '';
  arrival = '';
  remark = '';
  coupons: CouponChoice[] = [];
  /** The chosen coupon; undefined until the user picks (the best one is offered first), null for none. */
  couponId: number | null | undefined = undefined;
  submitting = false;
  private readonly key = createSubmitKey();
  private readonly stopCoupons: IReactionDisposer;

  constructor(
    readonly roomId: number,
    private readonly askedStay: Stay | null,
  ) {
    this.room = new Loadable(() => getRoomDetail(roomId));
    makeAutoObservable<this, 'key' | 'stopCoupons' | 'askedStay'>(
      this,
      { room: false, contacts: false, key: false, stopCoupons: false, askedStay: false },
      { autoBind: true },
    );
    // Coupons depend on the amount: ask again whenever the total changes (none to ask for a free stay).
    this.stopCoupons = reaction(
      () => (this.room.data ? this.total : null),
      (total) => {
        if (total) void this.loadCoupons(total);
        else this.coupons = [];
      },
    );
  }

  dispose(): void {
    this.stopCoupons();
  }

  async load(): Promise<void> {
    await this.room.load();
    // The stay shown is kept: the room reloaded after a refused submit must not move it to another default.
    runInAction(() => {
      if (!this.chosenStay && this.stay) this.chosenStay = this.stay;
      // Rooms taken meanwhile (a refused submit reloads): the count comes down to what is left.
      if (this.rooms > this.maxRooms) this.setRooms(this.maxRooms);
    });
  }

  /** The chosen stay, else the asked one when it lies in the window, else the block's default (from today on). */
  get stay(): Stay | null {
    const room = this.room.data;
    return this.chosenStay ?? (room ? openingStay(room, this.askedStay) : null);
  }

  get window(): StayWindow | null {
    return this.room.data ? stayWindow(this.room.data) : null;
  }

  /** The nights of the stay with their price per room and rooms left. */
  get nights(): RoomNight[] {
    const s = this.stay;
    return s && this.room.data ? stayNights(this.room.data, s) : [];
  }

  /** The fewest rooms left over the stay's nights. */
  get roomsLeft(): number {
    return this.nights.length ? Math.min(...this.nights.map((n) => n.left)) : 0;
  }

  get maxRooms(): number {
    return Math.max(1, Math.min(this.room.data?.block.max_rooms ?? 1, this.roomsLeft));
  }

  /** Fen: every night's price times the rooms. */
  get total(): number {
    const s = this.stay;
    return s && this.room.data ? stayTotal(this.room.data, s, this.rooms) : 0;
  }

  get coupon(): CouponChoice | null {
    return this.coupons.find((c) => c.id === this.couponId && c.usable) ?? null;
  }

  get payAmount(): number {
    return Math.max(0, this.total - (this.coupon?.discount ?? 0));
  }

  /** Why the room cannot be booked at all (after the cut-off, sold out for the stay), or null. */
  get blocked(): string | null {
    const room = this.room.data;
    if (!room) return null;
    if (room.block.closed) return '该房型已截止预订';
    if (!this.window) return '该房型已无可预订的日期';
    if (this.roomsLeft === 0) return '所选日期已满房，请调整日期';
    return null;
  }

  setStay(stay: Stay): void {
    this.chosenStay = stay;
    if (this.rooms > this.maxRooms) this.setRooms(this.maxRooms);
  }

  /** One guest name per room: adding a room adds a blank name, removing one drops the last. */
  setRooms(n: number): void {
    this.rooms = n;
    this.guests = Array.from({ length: n }, (_, i) => this.guests[i] ?? '');
  }

  setGuest(index: number, name: string): void {
    this.guests[index] = name;
  }

  /** A contact fills a guest's name, and the contact mobile when none is typed yet. */
  pickContact(index: number, contact: Contact): void {
    this.guests[index] = contact.name;
    if (!this.mobile) this.mobile = contact.mobile;
  }

  setMobile(v: string): void {
    this.mobile = v.trim();
  }

  setArrival(v: string): void {
    this.arrival = v;
  }

  setRemark(v: string): void {
    this.remark = v;
  }

  chooseCoupon(id: number | null): void {
    this.couponId = id;
  }

  private async loadCoupons(total: number): Promise<void> {
    const room = this.room.data;
    if (!room) return;
    try {
      const reply = await selectCoupon(room.meeting_id, total);
      runInAction(() => {
        this.coupons = reply.list;
        if (this.couponId === undefined || (this.couponId !== null && !this.coupon)) this.couponId = reply.best_id;
      });
    } catch {
      // Coupons are optional: without the list, the order goes without one.
      runInAction(() => (this.coupons = []));
    }
  }

  /** The first thing the form lacks, in the words shown to the user, or null. */
  get problem(): string | null {
    const missing = this.guests.findIndex((g) => !g.trim());
    if (missing >= 0) return `第${missing + 1}间房请填写入住人姓名`;
    if (!isMobile(this.mobile)) return MOBILE_ERROR;
    return null;
  }

  async submit(): Promise<SubmitResult> {
    const room = this.room.data;
    const stay = this.stay;
    if (!room || !stay) return { message: '房型尚未加载', refused: true, needTicket: false };
    this.submitting = true;
    try {
      const reply = await submitHotelOrder(
        {
          hotel_id: room.hotel_id,
          room_id: room.id,
          check_in: stay.check_in,
          check_out: stay.check_out,
          num: this.rooms,
          guests: this.guests.map((g) => g.trim()),
          mobile: this.mobile,
          coupon_id: this.coupon?.id,
          arrival_time: this.arrival || undefined,
          remark: this.remark.trim() || undefined,
        },
        this.key.current(),
      );
      this.key.settle();
      return { order_sn: reply.order_sn };
    } catch (e) {
      const refused = isRefusal(e);
      // A refusal is the server's final word on this submit; a timeout or a failure keeps the key, so a retry
      // that reaches a server which did take the first one gets the same order back.
      if (refused) this.key.settle();
      const data = e instanceof ApiError ? (e.data as { need_ticket?: boolean } | null | undefined) : undefined;
      return { message: e instanceof Error && e.message ? e.message : '提交失败', refused, needTicket: !!data?.need_ticket };
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}

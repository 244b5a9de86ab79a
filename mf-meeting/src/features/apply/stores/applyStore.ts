import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { openingTicket } from '@conf/contract';
import { Loadable, newIdempotencyKey } from '@conf/shared';
import type { ApplyForm, Ticket } from '../api/applyForm';
import { applyFormOf } from '../api/earlyApplyForm';
import { getBestCoupon, type CouponChoice } from '../api/coupons';
import type { Contact } from '../api/contacts';
import { submitTicketOrder, type OrderInput, type OrderPlaced } from '../api/order';

/** One attendee card; `contact` when picked from the user's contacts. */
export interface AttendeeSlot {
  key: number;
  contact: Contact | null;
}

/** The sign-up of one meeting: the chosen ticket, the attendees, the coupon and the total (fen). */
export class ApplyStore {
  readonly form: Loadable<ApplyForm>;
  ticketId: number | null = null;
  attendees: AttendeeSlot[] = [];
  coupon: CouponChoice | null = null;
  /** The user picked the coupon (or none): no longer replaced by the best one when the total changes. */
  couponPicked = false;
  submitting = false;
  private nextKey = 1;
  // One Idempotency-Key per filled form: the same body resent keeps it, a changed body gets a new one.
  private sent: { body: string; key: string } | null = null;
  private readonly stopReaction: () => void;

  constructor(readonly meetingId: number) {
    this.form = new Loadable(async () => {
      const form = await applyFormOf(meetingId);
      runInAction(() => {
        this.ticketId = openingTicket(form.tickets)?.id ?? null;
        if (!this.attendees.length) this.addAttendee();
      });
      return form;
    });
    makeAutoObservable<this, 'nextKey' | 'sent' | 'stopReaction'>(
      this,
      { form: false, nextKey: false, sent: false, stopReaction: false },
      { autoBind: true },
    );
    this.stopReaction = reaction(() => this.total, this.refreshCoupon);
  }

  get ticket(): Ticket | undefined {
    return this.form.data?.tickets.find((t) => t.id === this.ticketId);
  }

  get total(): number {
    return (this.ticket?.price ?? 0) * this.attendees.length;
  }

  get discount(): number {
    return this.coupon ? Math.min(this.coupon.amount, this.total) : 0;
  }

  get payAmount(): number {
    return this.total - this.discount;
  }

  chooseTicket(id: number): void {
    this.ticketId = id;
  }

  /** A blank card, or one filled from a contact; answers its key. */
  addAttendee(contact?: Contact): number {
    const key = this.nextKey++;
    this.attendees.push({ key, contact: contact ?? null });
    return key;
  }

  removeAttendee(key: number): void {
    this.attendees = this.attendees.filter((a) => a.key !== key);
  }

  pickCoupon(coupon: CouponChoice | null): void {
    this.coupon = coupon;
    this.couponPicked = true;
  }

  /** The best coupon for the current total, unless the user chose; a chosen one the total no longer reaches is dropped. */
  async refreshCoupon(): Promise<void> {
    const total = this.total;
    if (this.couponPicked && (!this.coupon || this.coupon.threshold <= total)) return;
    this.couponPicked = false;
    if (total <= 0) {
      this.coupon = null;
      return;
    }
    try {
      const best = await getBestCoupon(this.meetingId, total);
      runInAction(() => {
        if (total === this.total && !this.couponPicked) this.coupon = best;
      });
    } catch {
      runInAction(() => {
        if (!this.couponPicked) this.coupon = null;
      });
    }
  }

  idempotencyKeyFor(input: OrderInput): string {
    const body = JSON.stringify(input);
    if (this.sent?.body !== body) this.sent = { body, key: newIdempotencyKey() };
    return this.sent.key;
  }

  async submit(applyers: OrderInput['applyers']): Promise<OrderPlaced> {
    const input: OrderInput = {
      meeting_id: this.meetingId,
      ticket_id: this.ticketId!,
      applyers,
      ...(this.coupon ? { coupon_id: this.coupon.id } : {}),
    };
    this.submitting = true;
    try {
      const placed = await submitTicketOrder(input, this.idempotencyKeyFor(input));
      this.sent = null;
      return placed;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  dispose(): void {
    this.stopReaction();
  }
}

import { makeObservable, observable, action, computed } from 'mobx';
import { Loadable, dayjs } from '@conf/shared';
import { getHotelDetail, getRoomDetail, type HotelDetail, type RoomDetail, type Stay } from '../api/hotels';
import type { StayWindow } from '@conf/contract';

/** A hotel's page: the hotel with its room types for the chosen stay, and the one room type opened in the sheet. */
export class HotelDetailStore {
  readonly hotel: Loadable<HotelDetail>;
  /** Null until the user picks dates: each room type then shows its default stay. */
  stay: Stay | null = null;
  room: Loadable<RoomDetail> | null = null;
  // Closing keeps the room, so the sheet does not go blank while it slides away.
  roomVisible = false;

  constructor(readonly id: number) {
    this.hotel = new Loadable(() => getHotelDetail(id, this.stay));
    makeObservable(this, {
      stay: observable.ref,
      room: observable.ref,
      roomVisible: observable,
      shownStay: computed,
      window: computed,
      chooseStay: action.bound,
      openRoom: action.bound,
      closeRoom: action.bound,
    });
  }

  /** The stay the rooms are shown for: the chosen one, else the first room type's default. */
  get shownStay(): Stay | null {
    if (this.stay) return this.stay;
    const room = this.hotel.data?.rooms.find((r) => r.check_in && r.check_out);
    return room?.check_in && room.check_out ? { check_in: room.check_in, check_out: room.check_out } : null;
  }

  /** Every room type's bookable nights together, from today on. */
  get window(): StayWindow | null {
    const blocks = (this.hotel.data?.rooms ?? []).flatMap((r) => (r.block ? [r.block] : []));
    if (!blocks.length) return null;
    const today = dayjs().tz().format('YYYY-MM-DD');
    const first = blocks.map((b) => b.first_night).reduce((a, b) => (b < a ? b : a));
    const last = blocks.map((b) => b.last_night).reduce((a, b) => (b > a ? b : a));
    if (last < today) return null;
    return { first: first < today ? today : first, last, maxNights: Math.max(...blocks.map((b) => b.max_nights)) };
  }

  chooseStay(stay: Stay): void {
    this.stay = stay;
    void this.hotel.load();
  }

  openRoom(roomId: number): void {
    this.room = new Loadable(() => getRoomDetail(roomId));
    this.roomVisible = true;
    void this.room.load();
  }

  closeRoom(): void {
    this.roomVisible = false;
  }
}

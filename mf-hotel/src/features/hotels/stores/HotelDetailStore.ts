import { makeObservable, observable, action } from 'mobx';
import { Loadable } from '@conf/shared';
import { getHotelDetail, getRoomDetail, type HotelDetail, type RoomDetail } from '../api/hotels';

/** A hotel's page: the hotel with its room types, and the one room type opened in the sheet. */
export class HotelDetailStore {
  readonly hotel: Loadable<HotelDetail>;
  room: Loadable<RoomDetail> | null = null;
  // Closing keeps the room, so the sheet does not go blank while it slides away.
  roomVisible = false;

  constructor(readonly id: number) {
    this.hotel = new Loadable(() => getHotelDetail(id));
    makeObservable(this, { room: observable.ref, roomVisible: observable, openRoom: action.bound, closeRoom: action.bound });
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

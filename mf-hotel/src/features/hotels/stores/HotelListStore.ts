import { makeObservable, observable, runInAction } from 'mobx';
import { PagedList } from '@conf/shared';
import { getHotelList, type HotelSummary, type MeetingBrief } from '../api/hotels';

/** The hotels of one meeting, page by page, and the meeting they serve (it comes with every page). */
export class HotelListStore {
  meeting: MeetingBrief | null = null;
  readonly hotels: PagedList<HotelSummary>;

  constructor(readonly meetingId: number) {
    this.hotels = new PagedList(async (page) => {
      const reply = await getHotelList(meetingId, page);
      runInAction(() => (this.meeting = reply.meeting));
      return reply;
    });
    makeObservable(this, { meeting: observable.ref });
  }
}

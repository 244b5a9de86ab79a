import { makeAutoObservable, runInAction } from 'mobx';
import { PagedList } from '@conf/shared';
import { getVerifyingUsers, type AttendeeState, type VerifyAttendee, type VerifyingUsers } from '../api/verifyingUsers';

/** The two lists of a meeting's attendees; a new tab or search term makes a new list (loaded afresh). */
export class AttendeeLists {
  state: AttendeeState = 'verified';
  keyword = '';
  meeting: VerifyingUsers['meeting'] | null = null;
  counts: VerifyingUsers['counts'] | null = null;
  list: PagedList<VerifyAttendee>;

  constructor(readonly meetingId: number) {
    this.list = this.makeList();
    makeAutoObservable(this, { meetingId: false }, { autoBind: true });
  }

  setState(state: AttendeeState): void {
    if (state === this.state) return;
    this.state = state;
    this.list = this.makeList();
  }

  search(keyword: string): void {
    this.keyword = keyword.trim();
    this.list = this.makeList();
  }

  private makeList(): PagedList<VerifyAttendee> {
    const { meetingId, state, keyword } = this;
    return new PagedList<VerifyAttendee>(async (page) => {
      const answer = await getVerifyingUsers(meetingId, state, keyword, page);
      runInAction(() => {
        this.meeting = answer.meeting;
        this.counts = answer.counts;
      });
      return answer;
    });
  }
}

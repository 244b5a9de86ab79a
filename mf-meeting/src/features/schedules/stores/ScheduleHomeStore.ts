import { makeAutoObservable } from 'mobx';
import { programmeDay } from '@conf/contract';
import { Loadable, PagedList, dayjs, TIME_ZONE } from '@conf/shared';
import { getScheduleDays, getSchedules, type ScheduleDay, type ScheduleSummary } from '../api/schedules';

/** The programme: its days as tabs (today's first shown when the meeting is on), each day's sessions. */
export class ScheduleHomeStore {
  readonly days: Loadable<ScheduleDay[]>;
  private readonly lists = new Map<string, PagedList<ScheduleSummary>>();

  constructor(
    readonly meetingId: number,
    private readonly today = dayjs().tz(TIME_ZONE).format('YYYY-MM-DD'),
  ) {
    this.days = new Loadable(() => getScheduleDays(meetingId));
    makeAutoObservable<this, 'lists' | 'today'>(this, { days: false, lists: false, today: false, meetingId: false }, { autoBind: true });
  }

  /**
   * The day to show: the one chosen (kept in the page's address) if the programme has it, else today if it is a
   * meeting day, else the first.
   */
  activeDay(chosen: string | null): string {
    return programmeDay(
      (this.days.data ?? []).map((d) => d.date),
      chosen,
      this.today,
    );
  }

  list(date: string): PagedList<ScheduleSummary> {
    let list = this.lists.get(date);
    if (!list) {
      list = new PagedList((page) => getSchedules(this.meetingId, date, page));
      this.lists.set(date, list);
    }
    return list;
  }
}

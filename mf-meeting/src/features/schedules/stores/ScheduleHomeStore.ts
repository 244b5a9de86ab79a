import { makeAutoObservable } from 'mobx';
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
    const days = this.days.data ?? [];
    const has = (date: string | null) => days.some((d) => d.date === date);
    if (has(chosen)) return chosen!;
    return has(this.today) ? this.today : (days[0]?.date ?? '');
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

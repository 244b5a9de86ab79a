import { makeAutoObservable } from 'mobx';
import { Loadable, PagedList, dayjs, TIME_ZONE } from '@conf/shared';
import { getScheduleDays, getSchedules, type ScheduleDay, type ScheduleSummary } from '../api/schedules';

/** The programme: its days as tabs (today's first shown when the meeting is on), each day's sessions. */
export class ScheduleHomeStore {
  readonly days: Loadable<ScheduleDay[]>;
  /** The chosen day; until chosen, today if it is a meeting day, else the first day. */
  chosen: string | null = null;
  private readonly lists = new Map<string, PagedList<ScheduleSummary>>();

  constructor(readonly meetingId: number, private readonly today = dayjs().tz(TIME_ZONE).format('YYYY-MM-DD')) {
    this.days = new Loadable(() => getScheduleDays(meetingId));
    makeAutoObservable<this, 'lists' | 'today'>(this, { days: false, lists: false, today: false, meetingId: false }, { autoBind: true });
  }

  get active(): string {
    const days = this.days.data ?? [];
    return this.chosen ?? days.find((d) => d.date === this.today)?.date ?? days[0]?.date ?? '';
  }

  choose(date: string): void {
    this.chosen = date;
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

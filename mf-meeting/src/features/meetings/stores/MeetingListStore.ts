import { makeAutoObservable } from 'mobx';
import { PagedList } from '@conf/shared';
import { getMeetings, type MeetingStatus, type MeetingSummary } from '../api/meetings';

export type MeetingTab = 'all' | MeetingStatus;

export const MEETING_TABS: Array<{ key: MeetingTab; title: string }> = [
  { key: 'all', title: '全部' },
  { key: 'upcoming', title: '未开始' },
  { key: 'ongoing', title: '进行中' },
  { key: 'ended', title: '已结束' },
];

/** The meeting list's tabs, each with its own paged list, made when the tab is first shown. */
export class MeetingListStore {
  active: MeetingTab = 'all';
  private readonly lists = new Map<MeetingTab, PagedList<MeetingSummary>>();

  constructor() {
    makeAutoObservable<this, 'lists'>(this, { lists: false }, { autoBind: true });
  }

  setActive(tab: MeetingTab): void {
    this.active = tab;
  }

  list(tab: MeetingTab): PagedList<MeetingSummary> {
    let list = this.lists.get(tab);
    if (!list) {
      list = new PagedList((page) => getMeetings({ page, status: tab === 'all' ? undefined : tab }));
      this.lists.set(tab, list);
    }
    return list;
  }
}

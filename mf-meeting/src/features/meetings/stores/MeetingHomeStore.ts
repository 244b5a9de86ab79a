import { Loadable } from '@conf/shared';
import { getApplyState, getMeetingDetails, getMeetingPageData, getMeetingText, getMeetingTimeline } from '../api/meetings';

/** What the meeting home shows: the meeting, its link entries and whether it takes sign-ups, loaded side by side. */
export class MeetingHomeStore {
  readonly details: Loadable<Awaited<ReturnType<typeof getMeetingDetails>>>;
  readonly pageData: Loadable<Awaited<ReturnType<typeof getMeetingPageData>>>;
  readonly applyState: Loadable<Awaited<ReturnType<typeof getApplyState>>>;

  constructor(readonly meetingId: number) {
    this.details = new Loadable(() => getMeetingDetails(meetingId));
    this.pageData = new Loadable(() => getMeetingPageData(meetingId));
    this.applyState = new Loadable(() => getApplyState(meetingId));
  }
}

/** What the meeting info page shows, section by section. */
export class MeetingInfoStore {
  readonly details: MeetingHomeStore['details'];
  readonly timeline: Loadable<Awaited<ReturnType<typeof getMeetingTimeline>>>;
  readonly payment: Loadable<Awaited<ReturnType<typeof getMeetingText>>>;

  constructor(readonly meetingId: number) {
    this.details = new Loadable(() => getMeetingDetails(meetingId));
    this.timeline = new Loadable(() => getMeetingTimeline(meetingId));
    this.payment = new Loadable(() => getMeetingText(meetingId, 'pay_information'));
  }
}

import type {
  ApplyInfo,
  MeetingDetails,
  MeetingIdQuery,
  MeetingListQuery,
  MeetingPageData,
  MeetingStatus,
  MeetingSummary,
  MeetingTextField,
  PageDataQuery,
  Ticket,
  TimelineItem,
} from '@conf/contract';
import { formatDateRange, http, type PageData } from '@conf/shared';

export type { MeetingDetails, MeetingPageData, MeetingStatus, MeetingSummary, MeetingTextField, TimelineItem };

export type MeetingQuery = MeetingListQuery & { page: number };

// Everything a visitor browses is public: no token, and no login redirect on a 401.
const PUBLIC = { auth: false } as const;

export const getMeetings = (q: MeetingQuery) => http.get<PageData<MeetingSummary>>('api/wyms/meeting/meeting/index', { ...q }, PUBLIC);

/** A meeting in one sentence, for search engines and link previews: title, dates, place. */
export const meetingSummary = (m: MeetingDetails) =>
  `${m.title}：${formatDateRange(m.start_at, m.end_at)}，${[m.city, m.venue].filter(Boolean).join(' ')}。${m.subtitle ?? ''}`;

export const getMeetingDetails = (id: number) =>
  http.get<MeetingDetails>('api/wyms/meeting/meeting/details', { id } satisfies MeetingIdQuery, PUBLIC);

export const getMeetingText = (id: number, field: MeetingTextField) =>
  http.get<{ id: number; title: string } & Record<MeetingTextField, string>>(
    `api/wyms/meeting/meeting/${field}`,
    { id } satisfies MeetingIdQuery,
    PUBLIC,
  );

export const getMeetingTimeline = (id: number) =>
  http.get<{ id: number; title: string; timeline: TimelineItem[] }>(
    'api/wyms/meeting/meeting/timeline',
    { id } satisfies MeetingIdQuery,
    PUBLIC,
  );

export const getMeetingPageData = (id: number) =>
  http.get<MeetingPageData>('api/wyms/meeting/meeting/get_page_data', { id } satisfies PageDataQuery, PUBLIC);

/** Whether the meeting takes sign-ups now, and when each ticket's sale starts (for 即将开始报名). */
export type ApplyState = Pick<ApplyInfo, 'apply_status' | 'apply_status_text'> & { tickets: Pick<Ticket, 'sale_start' | 'sale_state'>[] };

export const getApplyState = (id: number) => http.get<ApplyState>('api/wyms/meeting/meeting_apply/index', { meeting_id: id }, PUBLIC);

import { formatDateRange, http, type LinkEntry, type PageData } from '@conf/shared';

export type MeetingStatus = 'upcoming' | 'ongoing' | 'ended';

export interface MeetingSummary {
  id: number;
  title: string;
  subtitle: string;
  cover: string;
  start_at: string;
  end_at: string;
  province: string;
  city: string;
  venue: string;
  tags: string[];
  status: MeetingStatus;
}

export interface MeetingDetails extends MeetingSummary {
  background_image: string;
  address: string;
  organizer: string;
  phone: string;
  brief_introduction: string;
  expert_count: number;
  schedule_count: number;
  exhibitor_count: number;
}

export interface MeetingPageData {
  id: number;
  title: string;
  background_image: string;
  entries: LinkEntry[];
}

export interface TimelineItem {
  date: string;
  title: string;
  description: string;
}

export type MeetingTextField = 'content' | 'brief_introduction' | 'pay_information';

export interface MeetingQuery {
  page: number;
  limit?: number;
  keyword?: string;
  status?: MeetingStatus;
}

// Everything a visitor browses is public: no token, and no login redirect on a 401.
const PUBLIC = { auth: false } as const;

export const getMeetings = (q: MeetingQuery) => http.get<PageData<MeetingSummary>>('api/wyms/meeting/meeting/index', { ...q }, PUBLIC);

/** A meeting in one sentence, for search engines and link previews: title, dates, place. */
export const meetingSummary = (m: MeetingDetails) =>
  `${m.title}：${formatDateRange(m.start_at, m.end_at)}，${[m.city, m.venue].filter(Boolean).join(' ')}。${m.subtitle ?? ''}`;

export const getMeetingDetails = (id: number) => http.get<MeetingDetails>('api/wyms/meeting/meeting/details', { id }, PUBLIC);

export const getMeetingText = (id: number, field: MeetingTextField) =>
  http.get<{ id: number; title: string } & Record<MeetingTextField, string>>(`api/wyms/meeting/meeting/${field}`, { id }, PUBLIC);

export const getMeetingTimeline = (id: number) =>
  http.get<{ id: number; title: string; timeline: TimelineItem[] }>('api/wyms/meeting/meeting/timeline', { id }, PUBLIC);

export const getMeetingPageData = (id: number) => http.get<MeetingPageData>('api/wyms/meeting/meeting/get_page_data', { id }, PUBLIC);

export type ApplyStatus = 'open' | 'not_started' | 'closed' | 'sold_out' | 'ended' | 'no_tickets';

/** Whether the meeting takes sign-ups now, and when each ticket's sale starts (for 即将开始报名). */
export interface ApplyState {
  apply_status: ApplyStatus;
  apply_status_text: string;
  tickets: Array<{ sale_start: string | null; sale_state: 'on_sale' | 'not_started' | 'ended' | 'sold_out' }>;
}

export const getApplyState = (id: number) => http.get<ApplyState>('api/wyms/meeting/meeting_apply/index', { meeting_id: id }, PUBLIC);

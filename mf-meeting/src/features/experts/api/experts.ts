import { http, type PageData } from '@conf/shared';

export interface ExpertSummary {
  id: number;
  name: string;
  avatar: string;
  title: string;
  organization: string;
  /** Their part at the meeting, e.g. 大会主席. */
  role: string;
}

export interface ExpertSession {
  id: number;
  meeting_id: number;
  title: string;
  start_at: string;
  end_at: string;
  hall: string;
  topic: string;
}

export interface ExpertDetails extends Omit<ExpertSummary, 'role'> {
  introduction: string;
  meetings: Array<{ id: number; title: string; start_at: string; end_at: string; role: string }>;
  schedules: ExpertSession[];
}

const PUBLIC = { auth: false } as const;

export const getMeetingExperts = (meetingId: number, page: number, keyword?: string) =>
  http.get<PageData<ExpertSummary>>('api/wyms/meeting/meeting_expert/index', { id: meetingId, page, keyword }, PUBLIC);

/** An expert; with a meeting id, only their sessions at that meeting. */
export const getExpert = (id: number, meetingId?: number | null) =>
  http.get<ExpertDetails>('api/wyms/expert/details', { id, meeting_id: meetingId ?? undefined }, PUBLIC);

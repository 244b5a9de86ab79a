import type { ExpertDetails, ExpertQuery, ExpertSession, ExpertSummary, MeetingItemsQuery } from '@conf/contract';
import { http, type PageData } from '@conf/shared';

export type { ExpertDetails, ExpertSession, ExpertSummary };

const PUBLIC = { auth: false } as const;

export const getMeetingExperts = (meetingId: number, page: number, keyword?: string) =>
  http.get<PageData<ExpertSummary>>(
    'api/wyms/meeting/meeting_expert/index',
    { id: meetingId, page, keyword } satisfies MeetingItemsQuery,
    PUBLIC,
  );

/** An expert; with a meeting id, only their sessions at that meeting. */
export const getExpert = (id: number, meetingId?: number | null) =>
  http.get<ExpertDetails>('api/wyms/expert/details', { id, meeting_id: meetingId ?? undefined } satisfies ExpertQuery, PUBLIC);

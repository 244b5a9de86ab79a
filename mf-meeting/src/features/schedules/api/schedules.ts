import type {
  MeetingIdQuery,
  ScheduleDay,
  ScheduleDetails,
  ScheduleListQuery,
  ScheduleRef,
  ScheduleSummary,
  Speaker,
} from '@conf/contract';
import { http, type PageData } from '@conf/shared';

export type { ScheduleDay, ScheduleDetails, ScheduleSummary, Speaker };

const PUBLIC = { auth: false } as const;

export const getScheduleDays = (meetingId: number) =>
  http.get<ScheduleDay[]>('api/wyms/meeting/meeting_schedule/date_list', { id: meetingId } satisfies MeetingIdQuery, PUBLIC);

export const getSchedules = (meetingId: number, date: string, page: number) =>
  http.get<PageData<ScheduleSummary>>(
    'api/wyms/meeting/meeting_schedule/index',
    { id: meetingId, date, page } satisfies ScheduleListQuery,
    PUBLIC,
  );

export const getSchedule = (id: number) =>
  http.get<ScheduleDetails>('api/wyms/meeting/meeting_schedule/details', { id } satisfies ScheduleRef, PUBLIC);

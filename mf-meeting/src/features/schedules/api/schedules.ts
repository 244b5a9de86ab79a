import { http, type PageData } from '@conf/shared';

export interface Speaker {
  id: number;
  name: string;
  avatar: string;
  title: string;
  organization: string;
  topic: string;
}

export interface ScheduleSummary {
  id: number;
  title: string;
  start_at: string;
  end_at: string;
  hall: string;
  host: string;
  speakers: Speaker[];
}

export interface ScheduleDetails extends ScheduleSummary {
  meeting_id: number;
  meeting_title: string;
  content: string;
}

/** A day of the programme (YYYY-MM-DD in Asia/Shanghai) and how many sessions it has. */
export interface ScheduleDay {
  date: string;
  count: number;
}

const PUBLIC = { auth: false } as const;

export const getScheduleDays = (meetingId: number) => http.get<ScheduleDay[]>('api/wyms/meeting/meeting_schedule/date_list', { id: meetingId }, PUBLIC);

export const getSchedules = (meetingId: number, date: string, page: number) =>
  http.get<PageData<ScheduleSummary>>('api/wyms/meeting/meeting_schedule/index', { id: meetingId, date, page }, PUBLIC);

export const getSchedule = (id: number) => http.get<ScheduleDetails>('api/wyms/meeting/meeting_schedule/details', { id }, PUBLIC);

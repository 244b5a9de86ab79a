import { http, type PageData } from '@conf/shared';

/** Someone the user signed up, with the meeting and ticket (api/ms.member/get_my_applyer). */
export interface Applyer {
  id: number;
  name: string;
  mobile: string;
  company: string;
  position: string;
  order_sn: string;
  status: string;
  status_text: string;
  meeting_id: number;
  meeting_title: string;
  start_at: string;
  ticket_name: string;
}

/** One page of the user's attendees, newest first. */
export const getMyApplyers = (page: number) => http.post<PageData<Applyer>>('api/ms.member/get_my_applyer', { page });

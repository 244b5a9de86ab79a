import { http } from '@conf/shared';

export interface StaffMember {
  user_id: number;
  nickname: string;
  mobile: string;
  role: string;
  role_text: string;
  created_at: string;
}

/** The meeting's staff and their roles. */
export const fetchStaff = (meetingId: number) => http.get<{ list: StaffMember[] }>(`api/admin/meetings/${meetingId}/staff`);

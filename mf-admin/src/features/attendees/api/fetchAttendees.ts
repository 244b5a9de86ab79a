import { http } from '@conf/shared';
import type { Page } from '../../orders';

export interface AttendeeRow {
  id: number;
  name: string;
  mobile: string;
  company: string;
  position: string;
  email: string;
  ticket_name: string;
  order_sn: string;
  order_status: string;
  fields: Record<string, unknown> | null;
  checked_in_at: string | null;
}

/** A page of a meeting's attendees, with their apply-form answers. */
export const fetchAttendees = (meetingId: number, params: Record<string, string>) =>
  http.get<Page<AttendeeRow>>(`api/admin/meetings/${meetingId}/attendees`, params);

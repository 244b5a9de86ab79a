// A meeting's figures: the dashboard's, and the ticket types the orders list filters by.
import { http } from '@conf/shared';

export interface MeetingStats {
  paid_attendees: number;
  checked_in: number;
  capacity: number;
  revenue: number;
  daily: { date: string; orders: number; amount: number }[];
  by_ticket_type: { ticket_type_id: number; name: string; paid: number; capacity: number }[];
  unpaid_holds: number;
  expected: number;
  per_15min: { at: string; count: number }[];
}

/** A meeting's dashboard figures. */
export const fetchStats = (meetingId: number) => http.get<MeetingStats>(`api/admin/meetings/${meetingId}/stats`);

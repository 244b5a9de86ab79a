// A meeting's figures: the dashboard's, and the ticket types the orders list filters by.
import type { MeetingStats } from '@conf/contract';
import { http } from '@conf/shared';

export type { MeetingStats };

/** A meeting's dashboard figures. */
export const fetchStats = (meetingId: number) => http.get<MeetingStats>(`api/admin/meetings/${meetingId}/stats`);

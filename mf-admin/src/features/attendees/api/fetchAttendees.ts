import type { ConsoleAttendee, ConsoleAttendeePage } from '@conf/contract';
import { http } from '@conf/shared';

export type { ConsoleAttendee as AttendeeRow };

/** A page of a meeting's attendees, with their apply-form answers. */
export const fetchAttendees = (meetingId: number, params: Record<string, string>) =>
  http.get<ConsoleAttendeePage>(`api/admin/meetings/${meetingId}/attendees`, params);

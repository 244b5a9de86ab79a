import { http } from '@conf/shared';

export type AudienceKind = 'all' | 'ticket_type' | 'unpaid';

export interface SentMessage {
  /** The audit row of the sending (a bigint, given as a string). */
  id: string;
  at: string;
  sender: string;
  audience: AudienceKind;
  ticket_type_id: number | null;
  title: string;
  content: string;
  sent: number;
}

/** What was sent to the meeting's attendees, newest first. */
export const fetchMessages = (meetingId: number) => http.get<{ list: SentMessage[] }>(`api/admin/meetings/${meetingId}/messages`);

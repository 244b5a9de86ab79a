import type { SentMessage, SentMessageList } from '@conf/contract';
import { http } from '@conf/shared';

export type { SentMessage };

/** What was sent to the meeting's attendees, newest first. */
export const fetchMessages = (meetingId: number) => http.get<SentMessageList>(`api/admin/meetings/${meetingId}/messages`);

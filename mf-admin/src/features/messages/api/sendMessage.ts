import { http } from '@conf/shared';
import type { AudienceKind } from './fetchMessages';

export interface Outgoing {
  audience: AudienceKind;
  ticket_type_id?: number;
  title: string;
  content: string;
}

/** Sends a message to an audience; the key is the composition's, so a double click or a retry sends it once. */
export const sendMessage = (meetingId: number, message: Outgoing, idempotencyKey: string) =>
  http.post<{ sent: number }>(`api/admin/meetings/${meetingId}/messages`, { ...message }, { body: 'json', idempotencyKey });

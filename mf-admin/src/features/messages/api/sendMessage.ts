import type { MessageSend, MessageSent } from '@conf/contract';
import { http } from '@conf/shared';

/** Sends a message to an audience; the key is the composition's, so a double click or a retry sends it once. */
export const sendMessage = (meetingId: number, message: MessageSend, idempotencyKey: string) =>
  http.post<MessageSent>(`api/admin/meetings/${meetingId}/messages`, { ...message }, { body: 'json', idempotencyKey });

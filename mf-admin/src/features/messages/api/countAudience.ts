import { http } from '@conf/shared';
import type { AudienceKind } from './fetchMessages';

/** How many users an audience reaches now. */
export const countAudience = (meetingId: number, audience: AudienceKind, ticketTypeId?: number) =>
  http.get<{ count: number }>(`api/admin/meetings/${meetingId}/messages/audience`, { audience, ticket_type_id: ticketTypeId });

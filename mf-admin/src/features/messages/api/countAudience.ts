import type { AudienceCount, AudienceKind } from '@conf/contract';
import { http } from '@conf/shared';

/** How many users an audience reaches now. */
export const countAudience = (meetingId: number, audience: AudienceKind, ticketTypeId?: number) =>
  http.get<AudienceCount>(`api/admin/meetings/${meetingId}/messages/audience`, { audience, ticket_type_id: ticketTypeId });

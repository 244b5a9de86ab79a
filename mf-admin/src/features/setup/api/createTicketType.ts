import { http } from '@conf/shared';
import type { Created, TicketTypeCreate } from '@conf/contract';

export const createTicketType = (meetingId: number, t: TicketTypeCreate) =>
  http.post<Created>(`api/admin/meetings/${meetingId}/ticket-types`, t, { body: 'json' });

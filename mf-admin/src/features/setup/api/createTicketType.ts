import { http } from '@conf/shared';
import type { TicketTypeCreate } from '@conf/contract';

export const createTicketType = (meetingId: number, t: TicketTypeCreate) => http.post<{ id: number }>(`api/admin/meetings/${meetingId}/ticket-types`, t, { body: 'json' });

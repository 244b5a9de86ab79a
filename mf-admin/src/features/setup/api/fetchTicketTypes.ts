import { http } from '@conf/shared';
import type { ConsoleTicketType } from '@conf/contract';

/** Every ticket type of the meeting with its seats held (unpaid) and sold. */
export const fetchTicketTypes = (meetingId: number) => http.get<{ list: ConsoleTicketType[] }>(`api/admin/meetings/${meetingId}/ticket-types`);

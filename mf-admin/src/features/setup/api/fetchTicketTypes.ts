import { http } from '@conf/shared';
import type { ConsoleTicketTypeList } from '@conf/contract';

/** Every ticket type of the meeting with its seats held (unpaid) and sold. */
export const fetchTicketTypes = (meetingId: number) => http.get<ConsoleTicketTypeList>(`api/admin/meetings/${meetingId}/ticket-types`);

import { call } from '@conf/shared';
import type { ConsoleTicketType, TicketTypePatch } from '@conf/contract';

/** Saves a ticket type against its version; capacity below held plus sold is refused with both numbers. */
export const saveTicketType = (id: number, patch: TicketTypePatch) =>
  call<ConsoleTicketType>('PATCH', `api/admin/ticket-types/${id}`, patch, { body: 'json' });

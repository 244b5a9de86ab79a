import type { ConsoleOrderPage, ConsoleOrderRow } from '@conf/contract';
import { http } from '@conf/shared';

export type { ConsoleOrderRow as OrderRow };

/** A page of a meeting's orders; `filters` are the list's URL query as it stands. */
export const fetchOrders = (meetingId: number, filters: Record<string, string>) =>
  http.get<ConsoleOrderPage>(`api/admin/meetings/${meetingId}/orders`, filters);

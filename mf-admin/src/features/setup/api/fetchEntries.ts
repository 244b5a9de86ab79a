import { http } from '@conf/shared';
import type { LinkEntries } from '@conf/contract';

/** The meeting page's link entries in their order. */
export const fetchEntries = (meetingId: number) => http.get<LinkEntries>(`api/admin/meetings/${meetingId}/entries`);

import { http } from '@conf/shared';
import type { LinkEntry } from '@conf/contract';

export interface Entries {
  entries: LinkEntry[];
  version: number;
}

/** The meeting page's link entries in their order. */
export const fetchEntries = (meetingId: number) => http.get<Entries>(`api/admin/meetings/${meetingId}/entries`);

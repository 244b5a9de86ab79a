import { http } from '@conf/shared';
import type { ConsoleMeeting } from '@conf/contract';

/** The meeting's settings with their version and whether it is published. */
export const fetchMeeting = (id: number) => http.get<ConsoleMeeting>(`api/admin/meetings/${id}`);

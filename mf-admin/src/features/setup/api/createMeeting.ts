import { http } from '@conf/shared';
import type { MeetingCreate } from '@conf/contract';

/** A new meeting: a draft until it is published. */
export const createMeeting = (m: MeetingCreate) => http.post<{ id: number }>('api/admin/meetings', m, { body: 'json' });

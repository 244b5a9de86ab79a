import { http } from '@conf/shared';
import type { Created, MeetingCreate } from '@conf/contract';

/** A new meeting: a draft until it is published. */
export const createMeeting = (m: MeetingCreate) => http.post<Created>('api/admin/meetings', m, { body: 'json' });

import { http } from '@conf/shared';
import type { ConsoleMeeting } from '@conf/contract';

/** Publishes the meeting (attendees see it at once) or takes it off the site. */
export const setPublished = (id: number, published: boolean) =>
  http.post<ConsoleMeeting>(`api/admin/meetings/${id}/${published ? 'publish' : 'unpublish'}`, {}, { body: 'json' });

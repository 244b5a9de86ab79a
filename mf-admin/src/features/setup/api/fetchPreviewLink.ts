import { http } from '@conf/shared';
import type { MeetingPreviewLink } from '@conf/contract';

/** A link that opens the meeting's pages as attendees will see them, draft or not, for 24 hours. */
export const fetchPreviewLink = (id: number) => http.get<MeetingPreviewLink>(`api/admin/meetings/${id}/preview`);

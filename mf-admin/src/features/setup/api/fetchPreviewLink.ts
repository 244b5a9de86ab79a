import { http } from '@conf/shared';

/** A link that opens the meeting's pages as attendees will see them, draft or not, for 24 hours. */
export const fetchPreviewLink = (id: number) => http.get<{ url: string; expires_at: string }>(`api/admin/meetings/${id}/preview`);

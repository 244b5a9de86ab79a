import { http } from '@conf/shared';
import { contentPath, type ContentRow } from './contentPath';

/** Every record of the kind, in the order the attendee pages show them. */
export const fetchContent = (kind: string, meetingId: number | undefined) => http.get<{ list: ContentRow[] }>(contentPath(kind, meetingId));

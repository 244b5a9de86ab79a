import { http } from '@conf/shared';
import type { ContentRecord } from '@conf/contract';
import { contentPath } from './contentPath';

/** Every record of the kind, in the order the attendee pages show them. */
export const fetchContent = <R extends ContentRecord>(kind: string, meetingId: number | undefined) =>
  http.get<{ list: R[] }>(contentPath(kind, meetingId));

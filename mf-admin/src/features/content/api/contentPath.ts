/** Where a kind's records live: under a meeting, or the site's (the home banners). */
export const contentPath = (kind: string, meetingId: number | undefined) =>
  meetingId === undefined ? `api/admin/content/${kind}` : `api/admin/meetings/${meetingId}/content/${kind}`;

/** A record as the console edits it: its id and the version it was loaded at. */
export type { ContentRecord as ContentRow } from '@conf/contract';

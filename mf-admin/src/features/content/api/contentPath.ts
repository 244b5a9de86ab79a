/** Where a kind's records live: under a meeting, or the site's (the home banners). */
export const contentPath = (kind: string, meetingId: number | undefined) =>
  meetingId === undefined ? `api/admin/content/${kind}` : `api/admin/meetings/${meetingId}/content/${kind}`;

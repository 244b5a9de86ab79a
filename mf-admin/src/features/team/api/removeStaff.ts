import { http } from '@conf/shared';

/** Takes someone off the meeting's staff. */
export const removeStaff = (meetingId: number, userId: number) => http.del<unknown>(`api/admin/meetings/${meetingId}/staff/${userId}`);

import type { StaffRemoved } from '@conf/contract';
import { http } from '@conf/shared';

/** Takes someone off the meeting's staff. */
export const removeStaff = (meetingId: number, userId: number) => http.del<StaffRemoved>(`api/admin/meetings/${meetingId}/staff/${userId}`);

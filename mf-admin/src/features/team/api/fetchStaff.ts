import type { StaffList, StaffMember } from '@conf/contract';
import { http } from '@conf/shared';

export type { StaffMember };

/** The meeting's staff and their roles. */
export const fetchStaff = (meetingId: number) => http.get<StaffList>(`api/admin/meetings/${meetingId}/staff`);

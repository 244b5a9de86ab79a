import { ROLE_TEXT, STAFF_ROLES as ROLES, type StaffRoleGiven, type StaffRoleSet } from '@conf/contract';
import { http } from '@conf/shared';

/** The roles a meeting's staff may have, as the role pickers offer them. */
export const STAFF_ROLES = ROLES.map((value) => ({ value, label: ROLE_TEXT[value] }));

/** Adds someone (by mobile) to the meeting's staff, or changes their role. */
export const setStaffRole = (meetingId: number, mobile: string, role: StaffRoleSet['role']) =>
  http.post<StaffRoleGiven>(`api/admin/meetings/${meetingId}/staff`, { mobile, role }, { body: 'json' });

import { http } from '@conf/shared';

export const STAFF_ROLES = [
  { value: 'owner', label: '负责人' },
  { value: 'finance', label: '财务' },
  { value: 'operator', label: '运营' },
  { value: 'viewer', label: '只读' },
  { value: 'verifier', label: '核销' },
];

/** Adds someone (by mobile) to the meeting's staff, or changes their role. */
export const setStaffRole = (meetingId: number, mobile: string, role: string) =>
  http.post<{ user_id: number; role: string }>(`api/admin/meetings/${meetingId}/staff`, { mobile, role }, { body: 'json' });

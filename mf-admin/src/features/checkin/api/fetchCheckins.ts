import type { CheckIns } from '@conf/contract';
import { http } from '@conf/shared';

/** The meeting's check-ins as they stand. */
export const fetchCheckins = (meetingId: number) => http.get<CheckIns>(`api/admin/meetings/${meetingId}/checkins`);

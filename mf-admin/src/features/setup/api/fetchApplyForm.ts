import { http } from '@conf/shared';
import type { ApplyForm } from '@conf/contract';

export const fetchApplyForm = (meetingId: number) => http.get<ApplyForm>(`api/admin/meetings/${meetingId}/apply-form`);

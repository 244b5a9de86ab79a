import { http } from '@conf/shared';
import type { ApplyFormField } from '@conf/contract';

export interface ApplyForm {
  fields: ApplyFormField[];
  /** The meeting's version: the form is saved as part of the meeting. */
  version: number;
}

export const fetchApplyForm = (meetingId: number) => http.get<ApplyForm>(`api/admin/meetings/${meetingId}/apply-form`);

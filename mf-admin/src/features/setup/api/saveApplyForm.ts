import { call } from '@conf/shared';
import type { ApplyForm, ApplyFormSave } from '@conf/contract';

/** Saves the whole form in its order against the meeting's version. */
export const saveApplyForm = (meetingId: number, form: ApplyFormSave) =>
  call<ApplyForm>('PUT', `api/admin/meetings/${meetingId}/apply-form`, form, { body: 'json' });

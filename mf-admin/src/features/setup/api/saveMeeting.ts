import { call } from '@conf/shared';
import type { ConsoleMeeting, MeetingPatch } from '@conf/contract';

/** Saves the changed fields against the version loaded; a stale one is refused with the newer record. */
export const saveMeeting = (id: number, patch: MeetingPatch) =>
  call<ConsoleMeeting>('PATCH', `api/admin/meetings/${id}`, patch, { body: 'json' });

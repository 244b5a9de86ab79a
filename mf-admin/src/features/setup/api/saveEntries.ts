import { call } from '@conf/shared';
import type { LinkEntries, LinkEntriesSave } from '@conf/contract';

/** Saves the link entries in their order against the meeting's version. */
export const saveEntries = (meetingId: number, body: LinkEntriesSave) =>
  call<LinkEntries>('PUT', `api/admin/meetings/${meetingId}/entries`, body, { body: 'json' });

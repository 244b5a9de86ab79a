import { call } from '@conf/shared';
import type { LinkEntriesSave } from '@conf/contract';
import type { Entries } from './fetchEntries';

/** Saves the link entries in their order against the meeting's version. */
export const saveEntries = (meetingId: number, body: LinkEntriesSave) => call<Entries>('PUT', `api/admin/meetings/${meetingId}/entries`, body, { body: 'json' });

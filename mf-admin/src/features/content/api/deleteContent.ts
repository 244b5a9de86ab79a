import type { ContentDeleted } from '@conf/contract';
import { call } from '@conf/shared';
import { contentPath } from './contentPath';

/** Deletes a record at the version it was loaded at. */
export const deleteContent = (kind: string, meetingId: number | undefined, id: number, version: number) =>
  call<ContentDeleted>('DELETE', `${contentPath(kind, meetingId)}/${id}?version=${version}`);

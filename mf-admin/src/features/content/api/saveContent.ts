import { call } from '@conf/shared';
import type { ContentRecord } from '@conf/contract';
import { contentPath } from './contentPath';

/**
 * The shared HTTP client leaves empty strings out of a JSON body; a field the organiser cleared is sent as one
 * space, which the server trims to empty.
 */
const keepCleared = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' || v === null ? ' ' : v]));

/** Creates a record; answers it as saved. */
export const createContent = <R extends ContentRecord>(kind: string, meetingId: number | undefined, values: Record<string, unknown>) =>
  call<R>('POST', contentPath(kind, meetingId), values, { body: 'json' });

/** Saves an edit with the version it was loaded at; a stale one is refused (ApiError, data.current: the newer record). */
export const updateContent = <R extends ContentRecord>(
  kind: string,
  meetingId: number | undefined,
  id: number,
  version: number,
  values: Record<string, unknown>,
) => call<R>('PATCH', `${contentPath(kind, meetingId)}/${id}`, { ...keepCleared(values), version }, { body: 'json' });

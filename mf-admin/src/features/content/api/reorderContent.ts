import type { ContentOrder } from '@conf/contract';
import { call } from '@conf/shared';
import { contentPath } from './contentPath';

/** The new order: every id of the kind, first to last. */
export const reorderContent = (kind: string, meetingId: number | undefined, ids: number[]) =>
  call<ContentOrder>('PUT', `${contentPath(kind, meetingId)}/order`, { ids }, { body: 'json' });

import type { BlockSave, ConsoleSaved } from '@conf/contract';
import { call } from '@conf/shared';

/** Saves a room type's cut-off and the nights that changed (allotment below held plus sold is refused). */
export const saveBlock = (meetingId: number, roomId: number, save: BlockSave) =>
  call<ConsoleSaved>('PUT', `api/admin/meetings/${meetingId}/rooms/${roomId}/block`, { ...save }, { body: 'json' });

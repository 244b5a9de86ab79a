import { call } from '@conf/shared';

export interface BlockSave {
  version: number;
  cutoff_at: string;
  nights: { night: string; allotment: number; price: number }[];
}

/** Saves a room type's cut-off and the nights that changed (allotment below held plus sold is refused). */
export const saveBlock = (meetingId: number, roomId: number, save: BlockSave) =>
  call<{ version: number }>('PUT', `api/admin/meetings/${meetingId}/rooms/${roomId}/block`, { ...save }, { body: 'json' });

import type { Named } from '@conf/contract';
import { http } from '@conf/shared';

export type { Named };

export type TwoLevelKind = 'area' | 'sector';

const PATHS: Record<TwoLevelKind, { parents: string; children: string; param: string }> = {
  area: { parents: 'api/wyms/area/province', children: 'api/wyms/area/city', param: 'province_id' },
  sector: { parents: 'api/wyms/sector/parent', children: 'api/wyms/sector/child', param: 'parent_id' },
};

/** Provinces, or first-level sectors. */
export const getParents = (kind: TwoLevelKind) => http.get<Named[]>(PATHS[kind].parents, undefined, { auth: false, retry: 1 });

/** The cities of a province, or the sub-sectors of a sector. */
export const getChildren = (kind: TwoLevelKind, parentId: number) =>
  http.get<Named[]>(PATHS[kind].children, { [PATHS[kind].param]: parentId }, { auth: false, retry: 1 });

/** api/common/upload of a form picture: kept private, answered with an address only its uploader gets (it expires). */
export const uploadFormImage = (file: Blob) => http.upload<{ url: string }>(file, { purpose: 'form' }, { showLoading: true });

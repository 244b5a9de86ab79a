import type { Banner, DesignBlock, PageDataQuery, PageDesign } from '@conf/contract';
import { http } from '@conf/shared';

export type { Banner, DesignBlock, PageDesign };

const PUBLIC = { auth: false } as const;

export const getBanners = () => http.get<Banner[]>('api/wyms/home_banner/index', {}, PUBLIC);

export const getPageDesign = (page: string) =>
  http.get<PageDesign>('api/wyms/meeting/meeting/get_page_data', { page } satisfies PageDataQuery, PUBLIC);

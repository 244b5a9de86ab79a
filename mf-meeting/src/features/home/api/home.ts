import { http, type LinkEntry } from '@conf/shared';

export interface Banner {
  id: number;
  title: string;
  image: string;
  /** An internal path or an http(s) address. */
  url: string;
}

/** A block of a custom page: what it shows and its settings. */
export type DesignBlock =
  | { type: 'banner' }
  | { type: 'entries'; title?: string; meeting_id: number; entries: LinkEntry[] }
  | { type: 'notice'; content: string }
  | { type: 'meetings'; title?: string; limit?: number }
  | { type: 'articles'; title?: string; limit?: number };

export interface PageDesign {
  key: string;
  title: string;
  blocks: DesignBlock[];
}

const PUBLIC = { auth: false } as const;

export const getBanners = () => http.get<Banner[]>('api/wyms/home_banner/index', {}, PUBLIC);

export const getPageDesign = (page: string) => http.get<PageDesign>('api/wyms/meeting/meeting/get_page_data', { page }, PUBLIC);

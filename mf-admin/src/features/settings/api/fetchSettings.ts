import type { SiteSetting, SiteSettingList } from '@conf/contract';
import { http } from '@conf/shared';

export type { SiteSetting as Setting };

/** The site's settings, each with its version. */
export const fetchSettings = () => http.get<SiteSettingList>('api/admin/settings');

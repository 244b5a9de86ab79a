import { http } from '@conf/shared';

export interface Setting {
  key: string;
  value: string;
  /** 0 for a setting never stored. */
  version: number;
}

/** The site's settings, each with its version. */
export const fetchSettings = () => http.get<{ list: Setting[] }>('api/admin/settings');

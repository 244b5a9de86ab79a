import type { AdminMe } from '@conf/contract';
import { http } from '@conf/shared';

export type { AdminMe as Me };

/** Whether I may open the console, and the meetings I manage with my role in each (403: no console role). */
export const fetchMe = () => http.get<AdminMe>('api/admin/me');

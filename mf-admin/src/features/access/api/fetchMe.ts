import { http } from '@conf/shared';

export interface ManagedMeeting {
  id: number;
  title: string;
  /** The meeting's IANA zone: the console's times of it are read and written on its clock. */
  time_zone?: string;
  role: string;
}

export interface Me {
  platform_admin: boolean;
  /** May create meetings (a platform admin, or a user one allowed). */
  can_create?: boolean;
  meetings: ManagedMeeting[];
}

/** Whether I may open the console, and the meetings I manage with my role in each (403: no console role). */
export const fetchMe = () => http.get<Me>('api/admin/me');

import { ApiError, http } from '@conf/shared';

/** An attendee record the user holds (fields as the sign-up slice names them; all optional here). */
export interface Applyer {
  id: number;
  name?: string;
  mobile?: string;
  company?: string;
  position?: string;
  meeting_title?: string;
  status_text?: string;
}

/**
 * The user's attendee records (api/ms.member/get_my_applyer). Sign-up is built by another slice; until
 * its call exists the server answers 404, which means there are no records to show, not an error.
 */
export async function getMyApplyers(): Promise<Applyer[]> {
  try {
    const reply = await http.post<Applyer[] | { data?: Applyer[]; list?: Applyer[] } | null>('api/ms.member/get_my_applyer');
    if (Array.isArray(reply)) return reply;
    return reply?.data ?? reply?.list ?? [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

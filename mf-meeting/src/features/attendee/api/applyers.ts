import type { MyApplyer, PagingInput } from '@conf/contract';
import { http, type PageData } from '@conf/shared';

/** Someone the user signed up, with the meeting and ticket (api/ms.member/get_my_applyer). */
export type Applyer = MyApplyer;

/** One page of the user's attendees, newest first. */
export const getMyApplyers = (page: number) => http.post<PageData<Applyer>>('api/ms.member/get_my_applyer', { page } satisfies PagingInput);

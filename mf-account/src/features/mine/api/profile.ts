import type { PersonStat, Profile, ProfileInput } from '@conf/contract';
import { http } from '@conf/shared';

export type { PersonStat, Profile, ProfileInput };

export const getProfile = () => http.post<Profile>('api/user/get_profile');

/** Saves the whole form: an empty optional field is dropped from the body and means "cleared". */
export const saveProfile = (input: ProfileInput) => http.post<Profile>('api/user/profile', { ...input }, { showLoading: true });

export const getPersonStat = () => http.post<PersonStat>('api/ms.member/get_person_stat');

import { http } from '@conf/shared';

/** The account as the server shows it to its owner (get_profile, and the login calls' userinfo). */
export interface Profile {
  id: number;
  username: string;
  nickname: string;
  mobile: string;
  email: string;
  avatar: string;
  /** 0 保密, 1 男, 2 女 */
  gender: number;
  bio: string;
  company: string;
  position: string;
}

export type ProfileInput = Pick<Profile, 'nickname' | 'avatar' | 'gender' | 'bio' | 'company' | 'position'>;

/** The figures of the /mine page; orders are counted by the order slice when it is deployed. */
export interface PersonStat {
  order_count: number;
  hotel_order_count: number;
  coupon_count: number;
  unread_message_count: number;
}

export const getProfile = () => http.post<Profile>('api/user/get_profile');

/** Saves the whole form: an empty optional field is dropped from the body and means "cleared". */
export const saveProfile = (input: ProfileInput) => http.post<Profile>('api/user/profile', { ...input }, { showLoading: true });

export const getPersonStat = () => http.post<PersonStat>('api/ms.member/get_person_stat');

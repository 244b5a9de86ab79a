import { http, type Envelope } from '@conf/shared';
import type { Profile } from '../../mine';

/** The user as the login calls answer it: the profile (as get_profile answers it) with the new token. */
export interface UserInfo extends Profile {
  token: string;
  bind_wechat: number;
}

/** Password login and sign-up answer data.userinfo; SMS login answers data.token (and the userinfo). */
export interface LoginData {
  userinfo?: UserInfo;
  token?: string;
}

// Whole envelopes: the session store takes the login reply as it is.
const LOGIN_CALL = { auth: false, raw: true, showLoading: true } as const;

export const loginByPassword = (account: string, password: string) =>
  http.post<Envelope<LoginData>>('api/user/login', { account, password }, LOGIN_CALL);

export const loginByCode = (mobile: string, captcha: string) =>
  http.post<Envelope<LoginData>>('api/user/mobilelogin', { mobile, captcha }, LOGIN_CALL);

export const register = (mobile: string, captcha: string, password: string) =>
  http.post<Envelope<LoginData>>('api/user/register', { mobile, captcha, password }, LOGIN_CALL);

export const resetPassword = (mobile: string, captcha: string, newpassword: string) =>
  http.post<null>('api/user/resetpwd', { mobile, captcha, newpassword }, { auth: false, showLoading: true });

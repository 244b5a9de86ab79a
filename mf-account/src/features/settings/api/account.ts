import type { ChangeEmailInput, ChangeMobileInput, ChangePasswordInput } from '@conf/contract';
import { http } from '@conf/shared';
import type { Profile } from '../../mine';

const WRITE = { showLoading: true } as const;

/** Revokes every token of the account: the user logs in again afterwards. */
export const changePassword = (oldpassword: string, newpassword: string) =>
  http.post<null>('api/user/changepwd', { oldpassword, newpassword } satisfies ChangePasswordInput, WRITE);

/** The code was sent to the new mobile (event changemobile); the current password too. Other sessions end. */
export const changeMobile = (mobile: string, captcha: string, password: string) =>
  http.post<Profile>('api/user/changemobile', { mobile, captcha, password } satisfies ChangeMobileInput, WRITE);

/** The code was sent to the account's current mobile (event changeemail). */
export const changeEmail = (email: string, captcha: string) =>
  http.post<Profile>('api/user/changeemail', { email, captcha } satisfies ChangeEmailInput, WRITE);

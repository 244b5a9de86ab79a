import type {
  CodeLoginInput,
  LoginData as LoginAnswer,
  PasswordLoginInput,
  RegisterInput,
  ResetPasswordInput,
  UserInfo,
} from '@conf/contract';
import { http, type Envelope } from '@conf/shared';

export type { UserInfo };
/** The data of a login envelope as this app reads it: a refusal's has no userinfo. */
export type LoginData = Partial<LoginAnswer>;

// Whole envelopes: the session store takes the login reply as it is.
const LOGIN_CALL = { auth: false, raw: true, showLoading: true } as const;

export const loginByPassword = (account: string, password: string) =>
  http.post<Envelope<LoginData>>('api/user/login', { account, password } satisfies PasswordLoginInput, LOGIN_CALL);

export const loginByCode = (mobile: string, captcha: string) =>
  http.post<Envelope<LoginData>>('api/user/mobilelogin', { mobile, captcha } satisfies CodeLoginInput, LOGIN_CALL);

export const register = (mobile: string, captcha: string, password: string) =>
  http.post<Envelope<LoginData>>('api/user/register', { mobile, captcha, password } satisfies RegisterInput, LOGIN_CALL);

export const resetPassword = (mobile: string, captcha: string, newpassword: string) =>
  http.post<null>('api/user/resetpwd', { mobile, captcha, newpassword } satisfies ResetPasswordInput, { auth: false, showLoading: true });

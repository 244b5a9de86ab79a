import type {
  CodeLoginInput,
  WechatAuthUrl,
  WechatAuthUrlInput,
  WechatCenter,
  WechatCodeInput,
  WechatPending,
  WechatScope,
} from '@conf/contract';
import { http, type Envelope } from '@conf/shared';
import type { LoginData } from './auth';

export type { WechatCenter };

export const getWechatAuthUrl = (redirect: string, scope: WechatScope) =>
  http.post<WechatAuthUrl>('api/ms.we/get_auth_url', { redirect, scope } satisfies WechatAuthUrlInput, { auth: false, showLoading: true });

// A whole envelope: a bound identity's answer is a login reply the session store takes as it is.
export const getWechatOpenid = (code: string, state: string) =>
  http.post<Envelope<Partial<WechatPending> & LoginData>>('api/ms.we/get_openid', { code, state } satisfies WechatCodeInput, {
    raw: true,
    showLoading: true,
  });

export const loginByCodeBinding = (mobile: string, captcha: string, bindToken: string) =>
  http.post<Envelope<LoginData>>('api/user/mobilelogin', { mobile, captcha, bind_token: bindToken } satisfies CodeLoginInput, {
    auth: false,
    raw: true,
    showLoading: true,
  });

export const wechatCenter = () => http.get<WechatCenter>('api/wyms/user_wechat/center');

export const bindWechat = (bindToken: string) =>
  http.post<WechatCenter>('api/wyms/user_wechat/bind', { bind_token: bindToken }, { showLoading: true });

export const unbindWechat = (proof: { password: string } | { captcha: string }) =>
  http.post<WechatCenter>('api/wyms/user_wechat/unbind', proof, { showLoading: true });

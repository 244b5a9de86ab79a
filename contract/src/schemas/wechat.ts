import { Type, type Static } from '@sinclair/typebox';
import { LoginData } from './person';
import { SMS_CODE_PATTERN } from '../rules/account';

/** How WeChat is asked: silently (openid only), with the profile, or by QR code on a desktop. */
export const WechatScope = Type.Union([Type.Literal('snsapi_userinfo'), Type.Literal('snsapi_base'), Type.Literal('snsapi_login')], {
  title: '授权范围',
});
export type WechatScope = Static<typeof WechatScope>;

export const WechatAuthUrlInput = Type.Object({
  redirect: Type.String({ title: '返回页面', minLength: 1, maxLength: 500 }),
  scope: Type.Optional(WechatScope),
});
export type WechatAuthUrlInput = Static<typeof WechatAuthUrlInput>;

export const WechatAuthUrl = Type.Object({ url: Type.String({ description: '微信授权地址' }) });
export type WechatAuthUrl = Static<typeof WechatAuthUrl>;

export const WechatCodeInput = Type.Object({
  code: Type.String({ title: '授权码', minLength: 1, maxLength: 200 }),
  state: Type.String({ title: 'state', minLength: 1, maxLength: 200 }),
});
export type WechatCodeInput = Static<typeof WechatCodeInput>;

/** A WeChat identity not yet bound: what the page shows while it asks for the mobile. */
export const WechatPending = Type.Object({
  bind_token: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
  redirect: Type.String({ description: '登录后返回的页面' }),
});
export type WechatPending = Static<typeof WechatPending>;

/** get_openid: a bound identity signs in (the login answer), an unbound one waits for a mobile. */
export const WechatOpenid = Type.Union([Type.Composite([LoginData, Type.Object({ redirect: Type.String() })]), WechatPending]);
export type WechatOpenid = Static<typeof WechatOpenid>;

export const WechatCenter = Type.Object({ bound: Type.Boolean(), nickname: Type.String(), avatar: Type.String() });
export type WechatCenter = Static<typeof WechatCenter>;

/** Unbinding proves the account's owner: its password or an SMS code to its mobile. */
export const WechatUnbindInput = Type.Object({
  password: Type.Optional(Type.String({ title: '密码', minLength: 1, maxLength: 64 })),
  captcha: Type.Optional(Type.String({ title: '验证码', pattern: SMS_CODE_PATTERN })),
});
export type WechatUnbindInput = Static<typeof WechatUnbindInput>;

export const JssdkConfigInput = Type.Object({ url: Type.String({ title: '页面地址', minLength: 1, maxLength: 1000 }) });
export const JssdkConfig = Type.Object({
  appId: Type.String(),
  timestamp: Type.Integer(),
  nonceStr: Type.String(),
  signature: Type.String(),
});
export type JssdkConfig = Static<typeof JssdkConfig>;

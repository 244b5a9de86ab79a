import { Type, type Static } from '@sinclair/typebox';
import { SMS_CODE_PATTERN } from '../rules/account';
import { MOBILE_PATTERN } from '../rules/mobile';
import { EmailField, MobileField } from './person';
import { StringEnum } from './common';

// The account calls' bodies, titled in Chinese so a validation message names the field (「验证码格式不正确」).
export const SmsCodeField = Type.String({ title: '验证码', pattern: SMS_CODE_PATTERN });
/** Any password a user types in: only new ones must also be strong (isStrongPassword, checked apart). */
const password = (title: string) => Type.String({ title, minLength: 1, maxLength: 64 });
/** From the WeChat login page: the identity get_openid left waiting, bound by this login or sign-up. */
const BindToken = Type.String({ title: 'bind_token', minLength: 1, maxLength: 100 });

export const PasswordLoginInput = Type.Object({
  account: Type.String({ title: '账号', minLength: 1, maxLength: 100 }),
  password: password('密码'),
});
export type PasswordLoginInput = Static<typeof PasswordLoginInput>;

export const CodeLoginInput = Type.Object({ mobile: MobileField, captcha: SmsCodeField, bind_token: Type.Optional(BindToken) });
export type CodeLoginInput = Static<typeof CodeLoginInput>;

export const RegisterInput = Type.Object({
  mobile: MobileField,
  captcha: SmsCodeField,
  password: password('密码'),
  bind_token: Type.Optional(BindToken),
});
export type RegisterInput = Static<typeof RegisterInput>;

export const ChangePasswordInput = Type.Object({ oldpassword: password('原密码'), newpassword: password('新密码') });
export type ChangePasswordInput = Static<typeof ChangePasswordInput>;

export const ResetPasswordInput = Type.Object({ mobile: MobileField, captcha: SmsCodeField, newpassword: password('新密码') });
export type ResetPasswordInput = Static<typeof ResetPasswordInput>;

/** The code goes to the new mobile; the current password proves the owner. */
export const ChangeMobileInput = Type.Object({
  mobile: Type.String({ title: '新手机号', pattern: MOBILE_PATTERN }),
  captcha: SmsCodeField,
  password: password('当前密码'),
});
export type ChangeMobileInput = Static<typeof ChangeMobileInput>;

export const ChangeEmailInput = Type.Object({ email: EmailField, captcha: SmsCodeField });
export type ChangeEmailInput = Static<typeof ChangeEmailInput>;

/** What a code is for; a code sent for one event is not accepted for another. */
export const SMS_EVENTS = ['register', 'mobilelogin', 'resetpwd', 'changemobile', 'changeemail', 'unbindwechat'] as const;
export type SmsEvent = (typeof SMS_EVENTS)[number];
const SmsEventField = StringEnum(SMS_EVENTS, { title: '事件' });

export const SmsSendInput = Type.Object({ mobile: MobileField, event: SmsEventField });
export type SmsSendInput = Static<typeof SmsSendInput>;

export const SmsCheckInput = Type.Object({ mobile: MobileField, event: SmsEventField, captcha: SmsCodeField });
export type SmsCheckInput = Static<typeof SmsCheckInput>;

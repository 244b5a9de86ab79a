/** What a code is for; a code sent for one event is not accepted for another. */
export const SMS_EVENTS = ['register', 'mobilelogin', 'resetpwd', 'changemobile', 'changeemail', 'unbindwechat'] as const;
export type SmsEvent = (typeof SMS_EVENTS)[number];

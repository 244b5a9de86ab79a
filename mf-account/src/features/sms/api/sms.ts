import { http } from '@conf/shared';

/** What a code is for; the server accepts a code only for the event it was sent for. */
export type SmsEvent = 'register' | 'mobilelogin' | 'resetpwd' | 'changemobile' | 'changeemail' | 'unbindwechat';

export const sendSmsCode = (mobile: string, event: SmsEvent) => http.post<null>('api/sms/send', { mobile, event }, { showLoading: true });

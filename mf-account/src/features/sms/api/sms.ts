import type { SmsEvent, SmsSendInput } from '@conf/contract';
import { http } from '@conf/shared';

export type { SmsEvent };

export const sendSmsCode = (mobile: string, event: SmsEvent) =>
  http.post<null>('api/sms/send', { mobile, event } satisfies SmsSendInput, { showLoading: true });

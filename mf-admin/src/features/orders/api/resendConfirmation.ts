import type { ResendAnswer } from '@conf/contract';
import { http } from '@conf/shared';

/** Sends the order's confirmation to the buyer again. */
export const resendConfirmation = (orderSn: string) => http.post<ResendAnswer>(`api/admin/orders/${orderSn}/resend`, {}, { body: 'json' });

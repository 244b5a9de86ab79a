import { http } from '@conf/shared';

/** Sends the order's confirmation to the buyer again. */
export const resendConfirmation = (orderSn: string) => http.post<unknown>(`api/admin/orders/${orderSn}/resend`, {}, { body: 'json' });

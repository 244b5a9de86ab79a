import type { CouponStopInput } from '@conf/contract';
import { http } from '@conf/shared';

/** Stops a batch (no more claims), with the version the list showed. */
export const stopCoupon = (meetingId: number, couponId: number, version: number) =>
  http.post<{ version: number }>(`api/admin/meetings/${meetingId}/coupons/${couponId}/stop`, { version } satisfies CouponStopInput, {
    body: 'json',
  });

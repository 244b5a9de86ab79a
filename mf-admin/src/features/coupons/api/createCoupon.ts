import type { Created, NewCouponBatch } from '@conf/contract';
import { http } from '@conf/shared';

/** A new batch of the meeting (amounts in fen). */
export const createCoupon = (meetingId: number, batch: NewCouponBatch) =>
  http.post<Created>(`api/admin/meetings/${meetingId}/coupons`, { ...batch }, { body: 'json' });

import { http } from '@conf/shared';

/** How many of the user's orders are in each state. */
export interface OrderCounts {
  unpaid: number;
  paid: number;
  cancelled: number;
  expired: number;
  refunding: number;
  refunded: number;
  total: number;
}

export const getOrderStat = () => http.post<{ meeting: OrderCounts; hotel: OrderCounts }>('api/ms.member/get_meeting_order_stat');

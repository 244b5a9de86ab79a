import type { OrderCounts, OrderStat } from '@conf/contract';
import { http } from '@conf/shared';

/** How many of the user's orders are in each state. */
export type { OrderCounts };

export const getOrderStat = () => http.post<OrderStat>('api/ms.member/get_meeting_order_stat');

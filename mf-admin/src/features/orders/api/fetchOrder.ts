import type { ConsoleOrderDetail } from '@conf/contract';
import { http } from '@conf/shared';

export type { ConsoleOrderDetail as OrderDetail };

/** One order with everything the console shows about it, its audit trail included. */
export const fetchOrder = (orderSn: string) => http.get<ConsoleOrderDetail>(`api/admin/orders/${orderSn}`);

import { Reason } from '@conf/contract';
import { ORDER_STATUSES } from './model';

/** Schema pieces of the order calls; `title` names the field in Chinese validation messages. */
export const ORDER_SN = { type: 'string', title: '订单号', pattern: '^[MH]\\d{22}$' } as const;
/** One status, or several joined by commas (the 退款/取消 tab asks for four). */
export const STATUS_FILTER = {
  type: 'string',
  title: '订单状态',
  pattern: `^(${ORDER_STATUSES.join('|')})(,(${ORDER_STATUSES.join('|')})){0,5}$`,
} as const;
export const REASON = Reason;
export const PAY_TYPE = { type: 'string', title: '支付方式', enum: ['alipay', 'offline'] } as const;

export const orderSnBody = { type: 'object', required: ['order_sn'], properties: { order_sn: ORDER_SN } } as const;
export const orderSnQuery = orderSnBody;

/** The order statuses of the contract (the WeChat mini-program reads these names). */
export const ORDER_STATUSES = ['unpaid', 'paid', 'cancelled', 'expired', 'refunding', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderKind = 'meeting' | 'hotel';
export type PayType = 'alipay' | 'offline' | 'free';

export const STATUS_TEXT: Record<OrderStatus, string> = {
  unpaid: '待支付',
  paid: '已支付',
  cancelled: '已取消',
  expired: '已过期',
  refunding: '退款中',
  refunded: '已退款',
};

export interface OrderRow {
  id: number;
  order_sn: string;
  kind: OrderKind;
  user_id: number;
  meeting_id: number;
  title: string;
  status: OrderStatus;
  total_amount: number;
  discount_amount: number;
  pay_amount: number;
  user_coupon_id: number | null;
  pay_type: PayType | null;
  expires_at: Date;
  paid_at: Date | null;
  closed_at: Date | null;
  refund_deadline: Date | null;
  contact_name: string;
  contact_mobile: string;
  remark: string;
  created_at: Date;
}

/** The stock owner of an order in core/stock.ts. */
export const stockOwner = (orderId: number) => `order:${orderId}`;

/** Fen to the yuan text Alipay and people read: 98000 -> "980.00". */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "980.00" -> 98000; undefined for anything that is not a yuan amount with at most two decimals. */
export function yuanToFen(yuan: string): number | undefined {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

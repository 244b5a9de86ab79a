import { Type, type Static } from '@sinclair/typebox';
import { PagingProperties, Reason, StringEnum } from './common';
import { ORDER_STATUSES } from './order';

// What the order pages send, titled in Chinese so a validation message names the field (「订单号格式不正确」).

/** A meeting order's number starts with M, a hotel order's with H. */
export const ORDER_SN_PATTERN = '^[MH]\\d{22}$';
export const OrderSn = Type.String({ title: '订单号', pattern: ORDER_SN_PATTERN });

const ONE_STATUS = `(${ORDER_STATUSES.join('|')})`;
/** One status, or several joined by commas (the 退款/取消 tab asks for four). */
export const StatusFilter = Type.String({ title: '订单状态', pattern: `^${ONE_STATUS}(,${ONE_STATUS}){0,5}$` });

export const OrderListInput = Type.Object({ status: Type.Optional(StatusFilter), ...PagingProperties });
export type OrderListInput = Static<typeof OrderListInput>;

export const OrderSnInput = Type.Object({ order_sn: OrderSn });
export type OrderSnInput = Static<typeof OrderSnInput>;

export const RefundInput = Type.Object({ order_sn: OrderSn, reason: Reason });
export type RefundInput = Static<typeof RefundInput>;

/** Cancelling a sign-up: an unpaid order is cancelled, a paid one asks for a refund (the reason has a default). */
export const CancelApplyInput = Type.Object({ order_sn: OrderSn, reason: Type.Optional(Reason) });
export type CancelApplyInput = Static<typeof CancelApplyInput>;

/** The ways to pay do not depend on the order yet; the page names it all the same. */
export const PayTypeInput = Type.Object({ order_sn: Type.Optional(OrderSn) });
export type PayTypeInput = Static<typeof PayTypeInput>;

export const PayOrderInput = Type.Object({
  order_sn: OrderSn,
  pay_type: StringEnum(['alipay', 'offline'] as const, { title: '支付方式' }),
});
export type PayOrderInput = Static<typeof PayOrderInput>;

export const VoucherInput = Type.Object({
  order_sn: OrderSn,
  image: Type.String({ title: '转账凭证', minLength: 1, maxLength: 300 }),
  payer_name: Type.Optional(Type.String({ title: '付款户名', maxLength: 100 })),
  remark: Type.Optional(Type.String({ title: '备注', maxLength: 200 })),
});
export type VoucherInput = Static<typeof VoucherInput>;

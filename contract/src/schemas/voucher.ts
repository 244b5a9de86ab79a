import { Type, type Static } from '@sinclair/typebox';
import { StringEnum, Time } from './common';

/** A transfer voucher (转账凭证) the buyer uploaded for an order, as the order and the cashier show it. */
export const PayVoucher = Type.Object({
  id: Type.Integer(),
  /** A fresh address of the picture that only its uploader can open. */
  image: Type.String(),
  payer_name: Type.String(),
  remark: Type.String(),
  status: StringEnum(['pending', 'approved', 'rejected'] as const),
  reject_reason: Type.Union([Type.String(), Type.Null()]),
  created_at: Time(),
});
export type PayVoucher = Static<typeof PayVoucher>;

import { Type, type Static } from '@sinclair/typebox';
import { Time } from './common';
import type { CouponKind } from './coupon';

// The organiser console's coupon batches (mf-admin): a new batch, and a listed one with its state and usage.
// Amounts in fen.

const NullableInteger = (options: object) => Type.Unsafe<number | null>({ type: 'integer', nullable: true, default: null, ...options });
const NullableTime = (options: object) =>
  Type.Unsafe<string | null>({ type: 'string', format: 'date-time', nullable: true, default: null, ...options });

const batchFields = {
  name: Type.String({ title: '名称', minLength: 1, maxLength: 30 }),
  kind: Type.Optional(Type.Unsafe<CouponKind>({ type: 'string', title: '类型', enum: ['coupon', 'red_packet'], default: 'coupon' })),
  /** Fen off; for a discount coupon, the most it takes off. */
  amount: Type.Integer({ title: '减免金额（分）', minimum: 1, maximum: 100_000_00 }),
  /** Percent paid (85 = 八五折), or null for amount off. */
  rate: Type.Optional(NullableInteger({ title: '折扣（百分比）', minimum: 1, maximum: 99 })),
  threshold: Type.Optional(Type.Integer({ title: '使用门槛（分）', minimum: 0, maximum: 100_000_00, default: 0 })),
  total: Type.Integer({ title: '发放数量', minimum: 1, maximum: 1_000_000 }),
  per_user_limit: Type.Optional(Type.Integer({ title: '每人限领', minimum: 1, maximum: 100, default: 1 })),
  claim_start: Type.String({ title: '领取开始时间', format: 'date-time' }),
  claim_end: Type.String({ title: '领取结束时间', format: 'date-time' }),
  valid_days: Type.Integer({ title: '领取后有效天数', minimum: 1, maximum: 3650 }),
  valid_end: Type.Optional(NullableTime({ title: '使用截止时间' })),
};

/** A new batch as the console sends it; what it leaves out takes the defaults. */
export const CouponBatchInput = Type.Object(batchFields, { additionalProperties: false });
export type CouponBatchInput = Static<typeof CouponBatchInput>;

/** A new batch with every default filled in, as the server makes it. */
export const NewCouponBatch = Type.Required(CouponBatchInput);
export type NewCouponBatch = Static<typeof NewCouponBatch>;

/** A batch as the console lists it: what was set when it was made, its state and its usage. */
export const CouponBatch = Type.Object({
  ...NewCouponBatch.properties,
  id: Type.Integer(),
  stopped_at: Type.Union([Time(), Type.Null()]),
  version: Type.Integer(),
  /** Claimed so far. */
  issued: Type.Integer(),
  used: Type.Integer(),
  remaining: Type.Integer(),
});
export type CouponBatch = Static<typeof CouponBatch>;
export const CouponBatchList = Type.Object({ list: Type.Array(CouponBatch) });
export type CouponBatchList = Static<typeof CouponBatchList>;

/** A batch stopped: the row as it now is. */
export const CouponBatchStopped = Type.Object(
  { id: Type.Integer(), version: Type.Integer(), stopped_at: Time() },
  { additionalProperties: true },
);
export type CouponBatchStopped = Static<typeof CouponBatchStopped>;

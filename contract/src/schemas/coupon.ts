import { Type, type Static } from '@sinclair/typebox';
import { Id, Page, PagingProperties, StringEnum, Time } from './common';

// Amounts in fen; a threshold of 0 means no minimum spend; a coupon without meeting serves any meeting.

export const COUPON_STATES = ['unused', 'used', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
export const CouponKind = StringEnum(['coupon', 'red_packet'] as const);
export type CouponKind = Static<typeof CouponKind>;

const Terms = {
  name: Type.String(),
  amount: Type.Integer(),
  threshold: Type.Integer(),
};

/** A coupon the user holds. */
export const HeldCoupon = Type.Object({
  id: Type.Integer(),
  coupon_id: Type.Integer(),
  ...Terms,
  meeting_id: Type.Union([Type.Integer(), Type.Null()]),
  meeting_title: Type.Union([Type.String(), Type.Null()]),
  valid_from: Time(),
  valid_to: Time(),
  used_at: Type.Union([Time(), Type.Null()]),
  order_no: Type.Union([Type.String(), Type.Null()]),
  state: StringEnum(COUPON_STATES),
});
export type HeldCoupon = Static<typeof HeldCoupon>;

/** A page of the user's coupons in one state, with the count of every state for the tabs. */
// Spelled out per state: a Record keyed by StringEnum composes into a schema nothing satisfies.
const StateCounts = Type.Object({ unused: Type.Integer(), used: Type.Integer(), expired: Type.Integer() } satisfies Record<
  CouponState,
  unknown
>);
export const CouponPage = Type.Composite([Page(HeldCoupon), Type.Object({ counts: StateCounts })]);
export type CouponPage = Static<typeof CouponPage>;

export const CouponPageQuery = Type.Object({
  state: Type.Optional(StringEnum(COUPON_STATES, { title: '状态', default: 'unused' })),
  ...PagingProperties,
});

const Claimable = {
  id: Type.Integer(),
  ...Terms,
  /** Days a claimed coupon stays valid (never past valid_end). */
  valid_days: Type.Integer(),
  valid_end: Type.Union([Time(), Type.Null()]),
  claim_end: Time(),
  remaining: Type.Integer(),
  per_user_limit: Type.Integer(),
  obtained: Type.Integer({ description: '本人已领取的张数' }),
};

/** A batch open for claiming, on the coupon centre. */
export const ClaimableCoupon = Type.Object({
  ...Claimable,
  meeting_id: Type.Union([Type.Integer(), Type.Null()]),
  meeting_title: Type.Union([Type.String(), Type.Null()]),
});
export type ClaimableCoupon = Static<typeof ClaimableCoupon>;
export const ClaimableCouponList = Type.Object({ list: Type.Array(ClaimableCoupon) });

/** A batch a meeting hands out (coupons, or red packets to claim on the spot). */
export const MeetingCoupon = Type.Object({ ...Claimable, kind: CouponKind });
export type MeetingCoupon = Static<typeof MeetingCoupon>;
export const MeetingCouponList = Type.Object({ list: Type.Array(MeetingCoupon) });
export type MeetingCouponList = Static<typeof MeetingCouponList>;

/** One of the user's coupons at the checkout of an order: whether it can pay for it, why not, and how much it takes off. */
export const CouponChoice = Type.Object({
  /** The held coupon (user_coupons.id): what an order takes as coupon_id. */
  id: Type.Integer(),
  coupon_id: Type.Integer(),
  ...Terms,
  kind: CouponKind,
  meeting_id: Type.Union([Type.Integer(), Type.Null()]),
  valid_to: Time(),
  usable: Type.Boolean(),
  reason: Type.String(),
  discount: Type.Integer(),
});
export type CouponChoice = Static<typeof CouponChoice>;
export const CouponChoiceList = Type.Object({ list: Type.Array(CouponChoice), best_id: Type.Union([Type.Integer(), Type.Null()]) });
export type CouponChoiceList = Static<typeof CouponChoiceList>;

/** An order being made: its meeting and amount (fen). */
export const CouponOrder = Type.Object({
  meeting_id: Id('会议ID'),
  amount: Type.Integer({ minimum: 0, maximum: 1_000_000_000, title: '订单金额' }),
});
export type CouponOrder = Static<typeof CouponOrder>;
export const CouponRef = Type.Object({ coupon_id: Id('优惠券') });
export const MeetingRef = Type.Object({ meeting_id: Id('会议ID') });
export type MeetingRef = Static<typeof MeetingRef>;

// What a shared coupon shows: its terms, whether it can still be claimed and by the caller, and the share card's
// title, text and page. No personal data: a friend who opens the link logged out sees it too.
export const CouponShare = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  amount: Type.Integer(),
  threshold: Type.Integer(),
  meeting_id: Type.Union([Type.Integer(), Type.Null()]),
  meeting_title: Type.Union([Type.String(), Type.Null()]),
  valid_days: Type.Integer(),
  valid_end: Type.Union([Time(), Type.Null()]),
  claim_start: Time(),
  claim_end: Time(),
  remaining: Type.Integer(),
  per_user_limit: Type.Integer(),
  /** What the caller holds of it: 0 logged out. */
  obtained: Type.Integer(),
  /** Stopped, its claim time or validity over: shown, never claimable again. */
  ended: Type.Boolean(),
  title: Type.String(),
  text: Type.String(),
  path: Type.String(),
});
export type CouponShare = Static<typeof CouponShare>;

import { Type, type Static } from '@sinclair/typebox';
import { Id, StringEnum, Time } from './common';
import { AttendeePerson } from './person';

/** One attendee of a sign-up order, as the page sends it; the answers to the meeting's own questions under `fields`. */
export const Applyer = Type.Object({
  ...Type.Omit(AttendeePerson, ['id']).properties,
  id_number: Type.String(),
  /** The contact it was filled from, if any. */
  contact_id: Type.Union([Type.Integer(), Type.Null()]),
  fields: Type.Record(Type.String(), Type.Union([Type.String(), Type.Array(Type.String())])),
});
export type Applyer = Static<typeof Applyer>;

/**
 * A sign-up order (submit_ticket_order). The attendees come as `applyers` (a JSON array, a string when
 * form-encoded, checked field by field by the server) or as the ids of the caller's contacts.
 */
export const ApplyOrderInput = Type.Object({
  meeting_id: Id('会议ID'),
  ticket_id: Id('票种'),
  applyers: Type.Optional(
    Type.Unsafe<string | Applyer[]>({
      title: '参会人',
      description: 'JSON 数组：[{name, mobile, company, position, email, id_number, contact_id, fields}]',
    }),
  ),
  applyer_ids: Type.Optional(Type.Unsafe<string | number[]>({ title: '参会人', description: '常用参会人 ID，逗号分隔或数组' })),
  coupon_id: Type.Optional(Id('优惠券')),
  remark: Type.Optional(Type.String({ title: '备注', maxLength: 200 })),
});
export type ApplyOrderInput = Static<typeof ApplyOrderInput>;

/** The order placed: paid at once when free, else to pay before `expires_at`. Amounts in fen. */
export const ApplyOrderPlaced = Type.Object({
  order_sn: Type.String(),
  status: StringEnum(['unpaid', 'paid'] as const),
  pay_amount: Type.Integer(),
  expires_at: Type.Union([Time(), Type.Null()]),
});
export type ApplyOrderPlaced = Static<typeof ApplyOrderPlaced>;

import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common';
import { OrderSn } from './orderInput';

// What the sign-up and ticket pages send, titled in Chinese so a validation message names the field.

const AttendeeId = Id('参会人');

/** One attendee's ticket for printing, or the order's first. */
export const PrintTicketInput = Type.Object({ order_sn: OrderSn, attendee_id: Type.Optional(AttendeeId) });
export type PrintTicketInput = Static<typeof PrintTicketInput>;

export const AttendeeRef = Type.Object({ attendee_id: AttendeeId });
export type AttendeeRef = Static<typeof AttendeeRef>;

/** `applyer`: the corrected details as a JSON object (its text when form-encoded), checked by the server. */
export const AttendeeEditInput = Type.Object({
  attendee_id: AttendeeId,
  applyer: Type.Unknown({ title: '参会人信息', description: 'JSON 对象（表单提交时为字符串）' }),
});
export type AttendeeEditInput = Static<typeof AttendeeEditInput>;

import { Type, type Static } from '@sinclair/typebox';
import { Reason, Time } from './common';
import { ConsoleList } from './consoleOrder';
import { OrderStatus } from './order';
import { AttendeePerson } from './person';

// A meeting as the organiser console follows it (mf-admin): its dashboard figures and its attendees.
// Money in fen; days and quarter hours in Beijing time.

/** Check-ins per quarter hour ("2026-11-23 09:15"), the quarters with none left out. */
export const CheckInsPer15Min = Type.Array(Type.Object({ at: Type.String(), count: Type.Integer() }));
export type CheckInsPer15Min = Static<typeof CheckInsPer15Min>;

export const MeetingStats = Type.Object({
  paid_attendees: Type.Integer(),
  checked_in: Type.Integer(),
  capacity: Type.Integer(),
  /** Paid minus refunded. */
  revenue: Type.Integer(),
  daily: Type.Array(Type.Object({ date: Type.String(), orders: Type.Integer(), amount: Type.Integer() })),
  by_ticket_type: Type.Array(
    Type.Object({ ticket_type_id: Type.Integer(), name: Type.String(), paid: Type.Integer(), capacity: Type.Integer() }),
  ),
  /** Seats held by unpaid orders. */
  unpaid_holds: Type.Integer(),
  expected: Type.Integer(),
  per_15min: CheckInsPer15Min,
});
export type MeetingStats = Static<typeof MeetingStats>;

/** An attendee with their apply-form answers and whether they are in. */
export const ConsoleAttendee = Type.Object({
  ...AttendeePerson.properties,
  ticket_name: Type.String(),
  order_sn: Type.String(),
  order_status: OrderStatus,
  fields: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  checked_in_at: Type.Union([Time(), Type.Null()]),
});
export type ConsoleAttendee = Static<typeof ConsoleAttendee>;
export const ConsoleAttendeePage = ConsoleList(ConsoleAttendee);
export type ConsoleAttendeePage = Static<typeof ConsoleAttendeePage>;

/** An attendee's details corrected by the organiser (checked as at sign-up), with why: audited, and the e-ticket reissued. */
export const AttendeeCorrection = Type.Object({
  name: Type.Optional(Type.String({ title: '姓名', maxLength: 30 })),
  mobile: Type.Optional(Type.String({ title: '手机号', maxLength: 11 })),
  company: Type.Optional(Type.String({ title: '单位', maxLength: 100 })),
  position: Type.Optional(Type.String({ title: '职务', maxLength: 50 })),
  email: Type.Optional(Type.String({ title: '邮箱', maxLength: 100 })),
  reason: Reason,
});
export type AttendeeCorrection = Static<typeof AttendeeCorrection>;

/** The attendee as corrected; a new e-ticket code when they had one (`issued_at` its time). */
export const AttendeeCorrected = Type.Object({
  ...AttendeePerson.properties,
  ticket_reissued: Type.Boolean(),
  issued_at: Type.Union([Time(), Type.Null()]),
});
export type AttendeeCorrected = Static<typeof AttendeeCorrected>;

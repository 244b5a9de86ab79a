import { Type, type Static } from '@sinclair/typebox';
import { Page, StringEnum, Time } from './common';
import { CustomField, MeetingDetails, MeetingStatus, MeetingSummary } from './meeting';
import { OrderAttendee, OrderStatus } from './order';
import { AttendeePerson } from './person';

// Signing up for a meeting (mf-meeting) and the tickets it gives (mf-order-invoice): the tickets on sale,
// the form, the e-tickets, and the attendees the user signed up.

const nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const SaleState = StringEnum(['on_sale', 'not_started', 'ended', 'sold_out'] as const);
export type SaleState = Static<typeof SaleState>;

/** A ticket type on sale; price in fen, stock = seats left, limit = most attendees per order. */
export const Ticket = Type.Object({
  id: Type.Integer(),
  meeting_id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  price: Type.Integer(),
  stock: Type.Integer(),
  limit: Type.Integer(),
  sale_start: nullable(Time()),
  /** Its own end, else the meeting's start. */
  sale_end: Time(),
  refund_deadline: Time(),
  sale_state: SaleState,
});
export type Ticket = Static<typeof Ticket>;
export const TicketList = Type.Array(Ticket);

export const ApplyStatus = StringEnum(['open', 'not_started', 'closed', 'sold_out', 'ended', 'no_tickets'] as const);
export type ApplyStatus = Static<typeof ApplyStatus>;

/** Whether the meeting takes sign-ups, its tickets and its form, in one answer. */
export const ApplyInfo = Type.Object({
  meeting: Type.Pick(MeetingSummary, ['id', 'title', 'cover', 'start_at', 'end_at', 'city', 'venue']),
  apply_status: ApplyStatus,
  apply_status_text: Type.String(),
  tickets: Type.Array(Ticket),
  fields: Type.Array(CustomField),
});
export type ApplyInfo = Static<typeof ApplyInfo>;

export const TicketState = StringEnum(['valid', 'used', 'revoked', 'pending'] as const);
export type TicketState = Static<typeof TicketState>;

/** One e-ticket: `qr_svg` is the QR of `code`, null once the ticket no longer admits anyone; `short_code` is typed at the door instead. */
export const ETicket = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Masked: 138****0000. */
  mobile: Type.String(),
  ticket_name: Type.String(),
  code: nullable(Type.String()),
  short_code: nullable(Type.String()),
  state: TicketState,
  state_text: Type.String(),
  checked_in_at: nullable(Time()),
  qr_svg: nullable(Type.String()),
  meeting: Type.Pick(MeetingDetails, ['id', 'title', 'start_at', 'end_at', 'venue', 'address']),
});
export type ETicket = Static<typeof ETicket>;
export const ETicketList = Type.Array(ETicket);

/** What a printed ticket shows. */
export const PrintTicket = Type.Object({
  order_sn: Type.String(),
  meeting: Type.Pick(MeetingDetails, ['title', 'start_at', 'end_at', 'city', 'venue', 'address', 'organizer', 'phone']),
  tickets: Type.Array(
    Type.Object({
      attendee_id: Type.Integer(),
      name: Type.String(),
      company: Type.String(),
      ticket_name: Type.String(),
      code: Type.String(),
      short_code: nullable(Type.String()),
      qr_svg: Type.String(),
    }),
  ),
  notice: Type.String(),
});
export type PrintTicket = Static<typeof PrintTicket>;

/** Someone the user signed up, with the meeting and ticket. */
export const MyApplyer = Type.Object({
  ...Type.Pick(AttendeePerson, ['id', 'name', 'mobile', 'company', 'position']).properties,
  order_sn: Type.String(),
  status: OrderStatus,
  status_text: Type.String(),
  meeting_id: Type.Integer(),
  meeting_title: Type.String(),
  start_at: Time(),
  ticket_name: Type.String(),
});
export type MyApplyer = Static<typeof MyApplyer>;
export const MyApplyerPage = Page(MyApplyer);

/** A meeting the user holds tickets for: where and when to be. */
export const MeetingTrip = Type.Object({
  meeting_id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  start_at: Time(),
  end_at: Time(),
  city: Type.String(),
  venue: Type.String(),
  address: Type.String(),
  attendee_count: Type.Integer(),
  status: MeetingStatus,
});
export type MeetingTrip = Static<typeof MeetingTrip>;
export const MeetingTripList = Type.Array(MeetingTrip);

/** An attendee's details as signed up; `fields` are the meeting's custom answers (form pictures with fresh addresses). */
export const AttendeeInfo = Type.Pick(OrderAttendee, ['id', 'name', 'mobile', 'company', 'position', 'email', 'id_number', 'fields']);
export type AttendeeInfo = Static<typeof AttendeeInfo>;

/** An attendee the user may correct (or why not), with the form questions asked of their ticket. */
export const EditableAttendee = Type.Object({
  applyer: AttendeeInfo,
  fields: Type.Array(CustomField),
  order_sn: Type.String(),
  can_edit: Type.Boolean(),
  reason: nullable(Type.String()),
});
export type EditableAttendee = Static<typeof EditableAttendee>;

import { Type, type Static } from '@sinclair/typebox';
import { Page, StringEnum, Time } from './common';
import { AttendeePerson } from './person';

// The door (mf-verify): the verifier's meetings, who is in and who is not, check-ins and the offline data.

const nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const VerifyMeetingStatus = StringEnum(['ongoing', 'upcoming', 'ended'] as const);
export type VerifyMeetingStatus = Static<typeof VerifyMeetingStatus>;

/** A meeting the caller checks attendees in at. */
export const VerifyMeeting = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  start_at: Time(),
  end_at: Time(),
  city: Type.String(),
  venue: Type.String(),
  status: VerifyMeetingStatus,
  /** Attendees checked in so far. */
  verified_count: Type.Integer(),
  /** Attendees expected (paid sign-ups). */
  attendee_count: Type.Integer(),
});
export type VerifyMeeting = Static<typeof VerifyMeeting>;
export const VerifyMeetingPage = Page(VerifyMeeting);

/** The meeting as the door's lists and offline data name it. */
export const DoorMeeting = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  start_at: Time(),
  end_at: Time(),
  checkin_opens_at: Time(),
});
export type DoorMeeting = Static<typeof DoorMeeting>;

/** An attendee on the verified or not-yet-arrived list. */
export const VerifyAttendee = Type.Object({
  /** The mobile masked. */
  ...Type.Pick(AttendeePerson, ['id', 'name', 'mobile', 'company']).properties,
  ticket_name: Type.String(),
  checked_in_at: nullable(Time()),
  /** The scanner that checked them in, and when it saw the code (offline scans are sent later). */
  device: nullable(Type.String()),
  scanned_at: nullable(Time()),
  verifier_name: nullable(Type.String()),
});
export type VerifyAttendee = Static<typeof VerifyAttendee>;

export const VerifyingUsers = Type.Composite([
  Page(VerifyAttendee),
  Type.Object({ meeting: DoorMeeting, counts: Type.Object({ verified: Type.Integer(), pending: Type.Integer(), total: Type.Integer() }) }),
]);
export type VerifyingUsers = Static<typeof VerifyingUsers>;

/** What the first check-in of a ticket answers (and a retry of the same scan_id). */
export const CheckedIn = Type.Object({
  attendee_id: Type.Integer(),
  name: Type.String(),
  ticket_name: Type.String(),
  checked_in_at: Time(),
});
export type CheckedIn = Static<typeof CheckedIn>;

export const OfflineTicket = Type.Object({
  attendee_id: Type.Integer(),
  name: Type.String(),
  ticket_name: Type.String(),
  checked_in_at: nullable(Time()),
  /** Fingerprint of the ticket's current code: an older code of a reissued ticket differs. */
  code_hash: Type.String(),
  /** Fingerprint of its short code; null until the server has computed it. */
  short_code_hash: nullable(Type.String()),
  /** A refund is asked for: not admitted until the buyer withdraws it. */
  refund_pending: Type.Boolean(),
});
export type OfflineTicket = Static<typeof OfflineTicket>;

/** What a scanner keeps to go on checking people in without network. */
export const OfflineData = Type.Object({
  meeting: DoorMeeting,
  /** The meeting's Ed25519 public key (raw, base64url); null before its first ticket was issued. */
  key: Type.Union([Type.Object({ kid: Type.Integer(), public_key: Type.String() }), Type.Null()]),
  tickets: Type.Array(OfflineTicket),
  revoked: Type.Array(Type.Integer()),
  generated_at: Time(),
});
export type OfflineData = Static<typeof OfflineData>;

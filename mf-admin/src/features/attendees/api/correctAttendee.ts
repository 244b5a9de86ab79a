import type { AttendeeCorrected, AttendeeCorrection } from '@conf/contract';
import { call } from '@conf/shared';

export type { AttendeeCorrection };

/** Corrects an attendee's details; the server reissues their e-ticket code. */
export const correctAttendee = (meetingId: number, attendeeId: number, body: AttendeeCorrection) =>
  call<AttendeeCorrected>('PATCH', `api/admin/meetings/${meetingId}/attendees/${attendeeId}`, { ...body }, { body: 'json' });

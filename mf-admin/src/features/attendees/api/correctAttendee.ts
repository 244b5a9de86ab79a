import { call } from '@conf/shared';

export interface AttendeeCorrection {
  name: string;
  mobile: string;
  company?: string;
  position?: string;
  email?: string;
  reason: string;
}

/** Corrects an attendee's details; the server reissues their e-ticket code. */
export const correctAttendee = (meetingId: number, attendeeId: number, body: AttendeeCorrection) =>
  call<unknown>('PATCH', `api/admin/meetings/${meetingId}/attendees/${attendeeId}`, { ...body }, { body: 'json' });

import type { AttendeeState, VerifyAttendee, VerifyingUsers, VerifyingUsersQuery } from '@conf/contract';
import { http } from '@conf/shared';

export type { AttendeeState, VerifyAttendee, VerifyingUsers };

export const ATTENDEE_PAGE_SIZE = 20;

/** The verified or not-yet-arrived attendees of a meeting, searched by name or mobile. */
export const getVerifyingUsers = (meetingId: number, state: AttendeeState, keyword: string, page: number) =>
  http.get<VerifyingUsers>('api/wyms/meeting/verifying/verifying_user_list', {
    meeting_id: meetingId,
    state,
    keyword,
    page,
    limit: ATTENDEE_PAGE_SIZE,
  } satisfies VerifyingUsersQuery);

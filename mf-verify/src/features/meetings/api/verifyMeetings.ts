import { http, type PageData } from '@conf/shared';

export type MeetingStatus = 'ongoing' | 'upcoming' | 'ended';

export interface VerifyMeeting {
  id: number;
  title: string;
  cover: string;
  start_at: string;
  end_at: string;
  city: string;
  venue: string;
  status: MeetingStatus;
  /** Attendees checked in so far. */
  verified_count: number;
  /** Attendees expected (paid sign-ups). */
  attendee_count: number;
}

export const VERIFY_PAGE_SIZE = 10;

/** The meetings the caller checks attendees in at; a user without the verifier role gets 您不是核销员. */
export const getVerifyMeetings = (page: number) =>
  http.get<PageData<VerifyMeeting>>('api/wyms/meeting/verifying/meeting_list', { page, limit: VERIFY_PAGE_SIZE });

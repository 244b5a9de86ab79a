import { http, type PageData } from '@conf/shared';

export type AttendeeState = 'verified' | 'pending';

export interface VerifyAttendee {
  id: number;
  name: string;
  /** Masked: 138****8000. */
  mobile: string;
  company: string;
  ticket_name: string;
  checked_in_at: string | null;
  /** The scanner that checked them in, and when it saw the code (offline scans are sent later). */
  device: string | null;
  scanned_at: string | null;
  verifier_name: string | null;
}

export interface VerifyingUsers extends PageData<VerifyAttendee> {
  meeting: { id: number; title: string; start_at: string; end_at: string };
  counts: { verified: number; pending: number; total: number };
}

export const ATTENDEE_PAGE_SIZE = 20;

/** The verified or not-yet-arrived attendees of a meeting, searched by name or mobile. */
export const getVerifyingUsers = (meetingId: number, state: AttendeeState, keyword: string, page: number) =>
  http.get<VerifyingUsers>('api/wyms/meeting/verifying/verifying_user_list', { meeting_id: meetingId, state, keyword, page, limit: ATTENDEE_PAGE_SIZE });

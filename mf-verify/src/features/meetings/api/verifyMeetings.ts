import type { PagingInput, VerifyMeeting, VerifyMeetingStatus } from '@conf/contract';
import { http, type PageData } from '@conf/shared';

export type { VerifyMeeting };
export type MeetingStatus = VerifyMeetingStatus;

export const VERIFY_PAGE_SIZE = 10;

/** The meetings the caller checks attendees in at; a user without the verifier role gets 您不是核销员. */
export const getVerifyMeetings = (page: number) =>
  http.get<PageData<VerifyMeeting>>('api/wyms/meeting/verifying/meeting_list', { page, limit: VERIFY_PAGE_SIZE } satisfies PagingInput);

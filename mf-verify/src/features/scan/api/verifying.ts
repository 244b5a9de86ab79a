import type { CheckedIn, DoorMeeting, MeetingRef, OfflineData as ServerOfflineData, OfflineTicket, ScanInput } from '@conf/contract';
import { http } from '@conf/shared';

export type { CheckedIn, OfflineTicket };

/** A repeat scan is refused with these details beside the 已核销 message. */
export interface RepeatDetails {
  name: string;
  ticket_name: string;
  first_checked_in_at: string;
  first_by: string | null;
  first_device: string | null;
}

/**
 * What a scanner keeps to go on checking people in without network. Data downloaded from a server before it
 * sent checkin_opens_at is still kept on devices, so the page reads it as optional.
 */
export type OfflineData = Omit<ServerOfflineData, 'meeting'> & {
  meeting: Omit<DoorMeeting, 'checkin_opens_at'> & Partial<Pick<DoorMeeting, 'checkin_opens_at'>>;
};

/** The page always names its device; `scanned_at` is set for a scan made offline and sent later. */
export type ScanRequest = ScanInput & { device: string };

/** Checks a ticket in; the scan_id makes a resend (flaky network, offline queue) get the first answer. */
export const postVerifying = (scan: ScanRequest) =>
  http.post<CheckedIn>('api/wyms/meeting/verifying/verifying', { ...scan } satisfies ScanInput, {
    retry: 2,
    idempotencyKey: `scan:${scan.scan_id}`,
    timeout: 8000,
  });

export const getOfflineData = (meetingId: number) =>
  http.get<OfflineData>('api/wyms/meeting/verifying/offline_data', { meeting_id: meetingId } satisfies MeetingRef, { timeout: 10000 });

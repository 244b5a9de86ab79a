import { http } from '@conf/shared';

/** What the first check-in of a ticket answers. */
export interface CheckedIn {
  attendee_id: number;
  name: string;
  ticket_name: string;
  checked_in_at: string;
}

/** A repeat scan is refused with these details beside the 已核销 message. */
export interface RepeatDetails {
  name: string;
  ticket_name: string;
  first_checked_in_at: string;
  first_by: string | null;
  first_device: string | null;
}

export interface OfflineTicket {
  attendee_id: number;
  name: string;
  ticket_name: string;
  checked_in_at: string | null;
  /** Fingerprint of the ticket's current code (see codeHash): an older code of a reissued ticket differs. */
  code_hash: string;
  /** Fingerprint of its short code (see shortCodeHash); null until the server has computed it. */
  short_code_hash: string | null;
  /** A refund is asked for: not admitted until the buyer withdraws it. */
  refund_pending: boolean;
}

/** What a scanner keeps to go on checking people in without network. */
export interface OfflineData {
  /** checkin_opens_at: scans before it are refused (absent in data downloaded before it was sent). */
  meeting: { id: number; title: string; start_at: string; end_at: string; checkin_opens_at?: string };
  /** The meeting's Ed25519 public key (raw, base64url); null before its first ticket was issued. */
  key: { kid: number; public_key: string } | null;
  tickets: OfflineTicket[];
  revoked: number[];
  generated_at: string;
}

export interface ScanRequest {
  meeting_id: number;
  code: string;
  scan_id: string;
  device: string;
  /** Set for a scan made offline and sent later. */
  scanned_at?: string;
}

/** Checks a ticket in; the scan_id makes a resend (flaky network, offline queue) get the first answer. */
export const postVerifying = (scan: ScanRequest) =>
  http.post<CheckedIn>('api/wyms/meeting/verifying/verifying', { ...scan }, { retry: 2, idempotencyKey: `scan:${scan.scan_id}`, timeout: 8000 });

export const getOfflineData = (meetingId: number) => http.get<OfflineData>('api/wyms/meeting/verifying/offline_data', { meeting_id: meetingId }, { timeout: 10000 });

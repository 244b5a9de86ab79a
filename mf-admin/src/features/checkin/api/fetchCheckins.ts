import { http } from '@conf/shared';

export interface Checkins {
  checked_in: number;
  expected: number;
  by_ticket_type: { ticket_type_id: number; name: string; checked_in: number; expected: number }[];
  by_verifier: { verifier: string; device: string; count: number }[];
  per_15min: { at: string; count: number }[];
  refusals: { reason: string; count: number }[];
  recent: { name: string; ticket_name: string; at: string; verifier: string }[];
}

/** The meeting's check-ins as they stand. */
export const fetchCheckins = (meetingId: number) => http.get<Checkins>(`api/admin/meetings/${meetingId}/checkins`);

// The door's reads: the verifier's meetings, the attendance lists and the offline data; the routes keep the HTTP side.
import { one, type Queryable } from '../../db';
import { pageOf, type Paging } from '../../http/paging';

/** Who is expected at the door: attendees of paid orders whose e-ticket has not been revoked. */
const EXPECTED = `a.meeting_id = $1 AND a.active AND a.ticket_code IS NOT NULL AND a.revoked_at IS NULL`;

/** The meeting, when the user is its verifier, or undefined. */
export function verifierMeeting(q: Queryable, meetingId: number, userId: number) {
  return one<{ id: number; title: string; start_at: Date; end_at: Date; checkin_opens_at: Date }>(
    q,
    'SELECT m.id, m.title, m.start_at, m.end_at, m.checkin_opens_at FROM meeting_verifiers mv JOIN meetings m ON m.id = mv.meeting_id WHERE mv.meeting_id = $1 AND mv.user_id = $2',
    [meetingId, userId],
  );
}

/** The meetings the user checks attendees in at: running ones first, then upcoming, then ended (latest first). */
export function meetingsOfVerifier(q: Queryable, userId: number, paging: Paging) {
  return pageOf(
    q,
    `SELECT m.id, m.title, m.cover, m.start_at, m.end_at, m.city, m.venue,
            CASE WHEN now() < m.start_at THEN 'upcoming' WHEN now() > m.end_at THEN 'ended' ELSE 'ongoing' END AS status,
            (SELECT count(*) FROM attendees a WHERE ${EXPECTED.replaceAll('$1', 'm.id')} AND a.checked_in_at IS NOT NULL)::int AS verified_count,
            (SELECT count(*) FROM attendees a WHERE ${EXPECTED.replaceAll('$1', 'm.id')})::int AS attendee_count
       FROM meeting_verifiers mv JOIN meetings m ON m.id = mv.meeting_id
      WHERE mv.user_id = $1
      ORDER BY CASE WHEN now() > m.end_at THEN 2 WHEN now() < m.start_at THEN 1 ELSE 0 END,
               CASE WHEN now() > m.end_at THEN NULL ELSE m.start_at END ASC,
               m.start_at DESC, m.id`,
    [userId],
    paging,
  );
}

/** A page of the meeting's verified (or not yet arrived) attendees, searched by name or mobile. */
export function attendeesAtDoor(q: Queryable, meetingId: number, verified: boolean, search: string, paging: Paging) {
  return pageOf<{ mobile: string }>(
    q,
    `SELECT a.id, a.name, a.mobile, a.company, t.name AS ticket_name, a.checked_in_at, v.device, v.scanned_at, u.nickname AS verifier_name
       FROM attendees a JOIN ticket_types t ON t.id = a.ticket_type_id
       LEFT JOIN verifications v ON v.attendee_id = a.id LEFT JOIN users u ON u.id = v.verifier_id
      WHERE ${EXPECTED} AND (a.checked_in_at IS NOT NULL) = $2
        AND ($3 = '' OR a.name ILIKE '%' || $3 || '%' OR a.mobile LIKE '%' || $3 || '%')
      ORDER BY ${verified ? 'a.checked_in_at DESC' : 'a.name'}, a.id`,
    [meetingId, verified, search],
    paging,
  );
}

/** How many of the meeting's expected attendees are in, of how many. */
export async function doorCounts(q: Queryable, meetingId: number) {
  const [counts] = await q.query<{ verified: number; total: number }>(
    `SELECT count(*) FILTER (WHERE a.checked_in_at IS NOT NULL)::int AS verified, count(*)::int AS total FROM attendees a WHERE ${EXPECTED}`,
    [meetingId],
  );
  return counts;
}

export function meetingPublicKey(q: Queryable, meetingId: number) {
  return one<{ kid: number; public_key: Uint8Array }>(q, 'SELECT kid, public_key FROM meeting_keys WHERE meeting_id = $1', [meetingId]);
}

/** The meeting's valid tickets as a scanner keeps them offline. */
export function offlineTickets(q: Queryable, meetingId: number) {
  return q.query(
    // code_hash tells the ticket's current code from an older one (reissued after a correction) without
    // handing the device codes it could show; mf-verify's ticketCode.ts computes the same from a scan.
    // short_code_hash likewise finds a typed short code, slow to turn back into codes (shortCode.ts).
    `SELECT a.id AS attendee_id, a.name, t.name AS ticket_name, a.checked_in_at,
            encode(substr(sha256(convert_to(a.ticket_code, 'UTF8')), 1, 8), 'hex') AS code_hash,
            a.short_code_hash, o.status = 'refunding' AS refund_pending
       FROM attendees a JOIN ticket_types t ON t.id = a.ticket_type_id JOIN orders o ON o.id = a.order_id
      WHERE ${EXPECTED} ORDER BY a.id`,
    [meetingId],
  );
}

/** The attendees of the meeting whose issued tickets no longer admit. */
export async function revokedTickets(q: Queryable, meetingId: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    'SELECT a.id FROM attendees a WHERE a.meeting_id = $1 AND a.ticket_code IS NOT NULL AND (a.revoked_at IS NOT NULL OR NOT a.active) ORDER BY a.id',
    [meetingId],
  );
  return rows.map((r) => r.id);
}

import type { Queryable } from '../../db';

/** Who is expected at the door, as /verify counts them: attendees of paid orders whose e-ticket stands. */
export const EXPECTED = 'a.meeting_id = $1 AND a.active AND a.ticket_code IS NOT NULL AND a.revoked_at IS NULL';
/** Of those, who is in. */
export const CHECKED_IN = `${EXPECTED} AND a.checked_in_at IS NOT NULL`;

/** A meeting's clock in SQL: `timestamptz AT TIME ZONE` this reads an instant as the meeting's wall time; `$1` is the meeting. */
export const MEETING_ZONE = '(SELECT time_zone FROM meetings WHERE id = $1)';

/** Check-ins per quarter hour on the meeting's clock ("2026-11-23 09:15"), the quarters with none left out. */
export function checkInsPer15Min(q: Queryable, meetingId: number) {
  return q.query<{ at: string; count: number }>(
    `SELECT to_char(date_trunc('hour', b) + floor(extract(minute FROM b) / 15) * interval '15 minutes', 'YYYY-MM-DD HH24:MI') AS at, count(*)::int AS count
       FROM (SELECT a.checked_in_at AT TIME ZONE ${MEETING_ZONE} AS b FROM attendees a WHERE ${CHECKED_IN}) x
      GROUP BY 1 ORDER BY 1`,
    [meetingId],
  );
}

/** Expected and checked-in attendees per ticket type, with each type's seats and those paid for. */
export function perTicketType(q: Queryable, meetingId: number) {
  return q.query<{ ticket_type_id: number; name: string; capacity: number; expected: number; checked_in: number }>(
    `SELECT t.id AS ticket_type_id, t.name, s.capacity,
            (SELECT count(*) FROM attendees a WHERE ${EXPECTED} AND a.ticket_type_id = t.id)::int AS expected,
            (SELECT count(*) FROM attendees a WHERE ${CHECKED_IN} AND a.ticket_type_id = t.id)::int AS checked_in
       FROM ticket_types t JOIN stock_items s ON s.id = t.stock_item_id WHERE t.meeting_id = $1 ORDER BY t.sort, t.id`,
    [meetingId],
  );
}

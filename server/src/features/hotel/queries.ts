// The hotel pages' reads; the routes keep the HTTP side (hotel/routes.ts).
import { one, type Queryable } from '../../db';
import { pageOf, type Page, type Paging } from '../../http/paging';
import { previewedMeeting } from '../meeting';

// Hotels and rooms are public: only the list page asks for a login, and it does so in the app. A draft's
// hotels are seen by the browser holding its preview link ($2 is previewedMeeting()), as its pages are.
const VISIBLE_MEETING = '(m.published OR m.id = $2)';
const VISIBLE_HOTEL = `h.published AND EXISTS (SELECT 1 FROM meetings m WHERE m.id = h.meeting_id AND ${VISIBLE_MEETING})`;
const ROOM_COLUMNS = 'r.id, r.name, r.cover, r.bed_type, r.area_m2 AS area, r.breakfast, r.max_guests, r.description';

/** The nights people stay for a meeting: from the eve of its first day to the eve of its last. */
const MEETING_NIGHTS = `(m.start_at AT TIME ZONE 'Asia/Shanghai')::date - 1 AS first_night,
  greatest((m.end_at AT TIME ZONE 'Asia/Shanghai')::date - 1, (m.start_at AT TIME ZONE 'Asia/Shanghai')::date - 1) AS last_night`;

/** Rooms left and open room types of a hotel over its meeting's nights (see hotelsOfMeeting). */
export interface HotelRow {
  rooms_left: number;
  /** Room types whose block is open (before its cut-off) with nights of the meeting still ahead. */
  open_rooms: number;
}

export interface MeetingNights {
  id: number;
  first_night: string;
  last_night: string;
}

/** A published meeting (or the draft being previewed) with the nights people stay for it, or undefined. */
export function meetingForHotels(q: Queryable, meetingId: number) {
  return one<MeetingNights>(
    q,
    `SELECT m.id, m.title, m.venue, m.start_at, m.end_at, to_char(n.first_night, 'YYYY-MM-DD') AS first_night, to_char(n.last_night, 'YYYY-MM-DD') AS last_night
       FROM meetings m, LATERAL (SELECT ${MEETING_NIGHTS}) n WHERE m.id = $1 AND ${VISIBLE_MEETING}`,
    [meetingId, previewedMeeting()],
  );
}

/**
 * A page of the meeting's published hotels. Per room type with a block still open and nights of the meeting
 * from today on: its fewest rooms left over those nights. Rooms left is the best of them; with none such, the
 * hotel is closed to bookings.
 */
export function hotelsOfMeeting(q: Queryable, meeting: MeetingNights, paging: Paging): Promise<Page<HotelRow>> {
  return pageOf<HotelRow>(
    q,
    `SELECT h.id, h.name, h.star, h.cover, h.address, h.distance_m AS distance, h.ticket_required,
            (SELECT min(n.price) FROM hotel_rooms r JOIN room_blocks b ON b.room_id = r.id JOIN block_nights n ON n.block_id = b.id
              WHERE r.hotel_id = h.id AND r.published) AS min_price,
            coalesce(w.rooms_left, 0)::int AS rooms_left, coalesce(w.open_rooms, 0)::int AS open_rooms
       FROM hotels h LEFT JOIN LATERAL (
         SELECT max(x.room_left) AS rooms_left, count(*) AS open_rooms FROM (
           SELECT min(greatest(s.capacity - s.held - s.sold, 0)) AS room_left
             FROM hotel_rooms r JOIN room_blocks b ON b.room_id = r.id JOIN block_nights n ON n.block_id = b.id JOIN stock_items s ON s.id = n.stock_item_id
            WHERE r.hotel_id = h.id AND r.published AND now() < b.cutoff_at
              AND n.night BETWEEN greatest($2::date, (now() AT TIME ZONE 'Asia/Shanghai')::date) AND $3::date
            GROUP BY r.id) x) w ON true
      WHERE h.meeting_id = $1 AND h.published ORDER BY h.sort, h.id`,
    [meeting.id, meeting.first_night, meeting.last_night],
    paging,
  );
}

/** A hotel a visitor may see, with its meeting's title and venue, or undefined. */
export function visibleHotel(q: Queryable, id: number) {
  return one<Record<string, unknown>>(
    q,
    `SELECT h.id, h.meeting_id, h.name, h.star, h.cover, h.images, h.address, h.distance_m AS distance, h.phone, h.intro, h.facilities,
              h.check_in_time, h.check_out_time, h.ticket_required, h.free_cancel_hours, m.title AS meeting_title, m.venue AS meeting_venue
         FROM hotels h JOIN meetings m ON m.id = h.meeting_id WHERE h.id = $1 AND ${VISIBLE_HOTEL}`,
    [id, previewedMeeting()],
  );
}

export function roomsOfHotel(q: Queryable, hotelId: number) {
  return q.query<{ id: number }>(`SELECT ${ROOM_COLUMNS} FROM hotel_rooms r WHERE r.hotel_id = $1 AND r.published ORDER BY r.sort, r.id`, [
    hotelId,
  ]);
}

/** A room type a visitor may see, with its hotel's terms, or undefined. */
export function visibleRoom(q: Queryable, id: number) {
  return one<{ id: number; meeting_id: number }>(
    q,
    `SELECT ${ROOM_COLUMNS}, h.id AS hotel_id, h.name AS hotel_name, h.meeting_id, h.check_in_time, h.check_out_time, h.ticket_required, h.free_cancel_hours
         FROM hotel_rooms r JOIN hotels h ON h.id = r.hotel_id WHERE r.id = $1 AND r.published AND ${VISIBLE_HOTEL}`,
    [id, previewedMeeting()],
  );
}

/** Whether the caller holds a paid ticket of the meeting (null for a visitor), so a ticket-only hotel can say so before the booking. */
export async function hasTicket(q: Queryable, userId: number | undefined, meetingId: number): Promise<boolean | null> {
  if (userId === undefined) return null;
  return Boolean(
    await one(q, "SELECT 1 FROM orders WHERE user_id = $1 AND meeting_id = $2 AND kind = 'meeting' AND status IN ('paid', 'refunding')", [
      userId,
      meetingId,
    ]),
  );
}

export const todayInShanghai = async (q: Queryable) =>
  (await q.query<{ d: string }>("SELECT to_char((now() AT TIME ZONE 'Asia/Shanghai')::date, 'YYYY-MM-DD') AS d"))[0].d;

import type { Queryable } from '../../../db';
import { one } from '../../../db';
import { fail } from '../../../lib/errors';
import { previewedMeeting } from '../console/preview';

/** A meeting's status (@conf/contract's MEETING_STATUSES) follows from its dates, so it never goes stale. */
export const STATUS_SQL = `(CASE WHEN now() < m.start_at THEN 'upcoming' WHEN now() <= m.end_at THEN 'ongoing' ELSE 'ended' END)`;

export const MEETING_LIST_COLUMNS = `m.id, m.title, m.subtitle, m.cover, m.start_at, m.end_at, m.province, m.city, m.venue, m.tags, ${STATUS_SQL} AS status`;

/** Said by the console about a meeting id there is not. */
export const MEETING_NOT_FOUND = '会议不存在';

/** The published meeting with this id (or the draft being previewed), or a code-0 reply saying it does not exist. */
export async function requireMeeting<T = { id: number; title: string }>(q: Queryable, id: number, columns = 'm.id, m.title'): Promise<T> {
  // A draft answers only the browser holding its preview link.
  const row = await one<T>(q, `SELECT ${columns} FROM meetings m WHERE m.id = $1 AND (m.published OR m.id = $2)`, [id, previewedMeeting()]);
  return row ?? fail('会议不存在或已下线');
}

/** The picture at the top of a meeting's home page (mf-meeting's MeetingHero): its background, else its cover. */
export async function meetingHeroImage(q: Queryable, id: number): Promise<string | undefined> {
  const row = await one<{ image: string | null }>(
    q,
    "SELECT COALESCE(NULLIF(m.background_image, ''), m.cover) AS image FROM meetings m WHERE m.id = $1 AND m.published",
    [id],
  );
  return row?.image ?? undefined;
}

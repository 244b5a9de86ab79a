import type { ConsoleMeeting, MeetingCreate, MeetingPatch } from '@conf/contract';
import type { Queryable } from '../../../db';
import { one } from '../../../db';
import { audit, saveVersioned, type AuditActor } from '../../../core';
import { BizError } from '../../../lib/errors';
import { sanitizeRichText } from '../../../lib/richText';
import { posterUrl } from '../lib/posters';
import { MEETING_NOT_FOUND } from '../lib/meetingRows';
import { cleanEntry } from './linkEntries';
import type { MeetingInput } from '../import/meetingInput';

const CONSOLE_COLUMNS =
  'id, title, start_at, end_at, time_zone, province, city, venue, address, organizer, cover, background_image, content, phone, published, version';

/**
 * The one writer of a new meeting row, for the console (a draft) and for import-meeting (published at once):
 * the same defaults, the same sanitised texts, the same link-entry cleaning.
 */
export async function insertMeetingRow(q: Queryable, m: MeetingInput & { time_zone?: string }, published: boolean): Promise<number> {
  const row = await one<{ id: number }>(
    q,
    // Without checkin_opens_at the database gives the default (the day before the start, see 1200_checkin_opens.sql).
    `INSERT INTO meetings (title, subtitle, cover, background_image, start_at, end_at, province, city, venue, address, organizer, phone,
                           tags, brief_introduction, content, pay_information, timeline, page_data, checkin_opens_at, time_zone, published)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb, $18::jsonb, $19, $20, $21) RETURNING id`,
    [
      m.title,
      m.subtitle ?? '',
      m.cover || posterUrl('cover', { text: m.title, sub: m.subtitle }),
      m.background_image || posterUrl('background', { text: m.title }),
      m.start_at,
      m.end_at,
      m.province ?? '',
      m.city ?? '',
      m.venue ?? '',
      m.address ?? '',
      m.organizer ?? '',
      m.phone ?? '',
      m.tags ?? [],
      sanitizeRichText(m.brief_introduction),
      sanitizeRichText(m.content),
      sanitizeRichText(m.pay_information),
      JSON.stringify(
        (m.timeline ?? []).map((t) => ({ date: new Date(t.date).toISOString(), title: t.title, description: t.description ?? '' })),
      ),
      JSON.stringify((m.entries ?? []).map(cleanEntry)),
      m.checkin_opens_at ?? null,
      m.time_zone ?? 'Asia/Shanghai',
      published,
    ],
  );
  return row!.id;
}

const validZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** What the console may not store, in the organiser's words: dates in order, a real zone, a city of the area list. */
async function checkMeeting(
  q: Queryable,
  m: Pick<ConsoleMeeting, 'title' | 'start_at' | 'end_at' | 'time_zone' | 'province' | 'city' | 'phone'>,
): Promise<void> {
  if (!m.title.trim()) throw new BizError('会议名称不能为空');
  if (Date.parse(m.end_at) < Date.parse(m.start_at)) throw new BizError('结束时间不能早于开始时间');
  if (!validZone(m.time_zone)) throw new BizError('时区不正确');
  if (m.phone && !/^[\d\-+ ]{3,30}$/.test(m.phone)) throw new BizError('联系电话格式不正确');
  if (!m.province && !m.city) return;
  const [found] = await q.query(
    `SELECT 1 FROM areas p LEFT JOIN areas c ON c.parent_id = p.id AND c.name = $2
      WHERE p.parent_id IS NULL AND p.name = $1 AND ($2 = '' OR c.id IS NOT NULL)`,
    [m.province, m.city],
  );
  if (!found) throw new BizError('请从地区列表中选择省份和城市');
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));
const asConsole = (r: Record<string, unknown>): ConsoleMeeting => ({
  ...(r as unknown as ConsoleMeeting),
  start_at: iso(r.start_at),
  end_at: iso(r.end_at),
});

export async function consoleMeeting(q: Queryable, id: number): Promise<ConsoleMeeting> {
  const row = await one<Record<string, unknown>>(q, `SELECT ${CONSOLE_COLUMNS} FROM meetings WHERE id = $1`, [id]);
  if (!row) throw new BizError(MEETING_NOT_FOUND);
  return asConsole(row);
}

/** A new meeting from the console: a draft, with its audit row; the creator runs it when they are not a platform admin. */
export async function createMeeting(q: Queryable, input: MeetingCreate, actor: AuditActor): Promise<number> {
  const m = { time_zone: 'Asia/Shanghai', phone: '', ...input, title: input.title.trim() };
  await checkMeeting(q, m);
  const id = await insertMeetingRow(q, m, false);
  await audit(q, { actor, meetingId: id, action: 'meeting.create', target: `meeting:${id}`, after: await consoleMeeting(q, id) });
  return id;
}

/** Changes what the patch names, against the version the editor loaded (a stale one changes nothing). */
export async function updateMeeting(q: Queryable, id: number, patch: MeetingPatch, actor: AuditActor): Promise<ConsoleMeeting> {
  const { version, ...fields } = patch;
  const current = await consoleMeeting(q, id);
  const set: Record<string, unknown> = { ...fields };
  if (typeof set.title === 'string') set.title = set.title.trim();
  if (typeof set.content === 'string') set.content = sanitizeRichText(set.content);
  await checkMeeting(q, { ...current, ...(set as Partial<ConsoleMeeting>) });
  const row = await saveVersioned(q, {
    table: 'meetings',
    id,
    version,
    set: { ...set, updated_at: new Date() },
    audit: { actor, meetingId: id, action: 'meeting.update', target: `meeting:${id}` },
    notFound: MEETING_NOT_FOUND,
  });
  return pickConsole(row);
}

const pickConsole = (row: Record<string, unknown>) => asConsole(Object.fromEntries(CONSOLE_COLUMNS.split(', ').map((c) => [c, row[c]])));

/** Publishes or withdraws a meeting: the public calls see it, or answer as not found, from the next request on. */
export async function setPublished(q: Queryable, id: number, published: boolean, actor: AuditActor): Promise<ConsoleMeeting> {
  const [locked] = await q.query<{ version: number }>('SELECT version FROM meetings WHERE id = $1 FOR NO KEY UPDATE', [id]);
  if (!locked) throw new BizError(MEETING_NOT_FOUND);
  const row = await saveVersioned(q, {
    table: 'meetings',
    id,
    version: locked.version,
    set: { published, updated_at: new Date() },
    audit: { actor, meetingId: id, action: published ? 'meeting.publish' : 'meeting.unpublish', target: `meeting:${id}` },
    notFound: MEETING_NOT_FOUND,
  });
  return pickConsole(row);
}

import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MeetingIdQuery, ScheduleDays, ScheduleDetails, ScheduleListQuery, SchedulePage, ScheduleRef } from '@conf/contract';
import { ok } from '../../../http/envelope';
import { fail } from '../../../lib/errors';
import { one } from '../../../db';
import { likePattern, pageOf } from '../lib/paging';
import { sanitizeRichText } from '../../../lib/richText';
import { requireMeeting } from '../lib/meetingRows';

/** Days are the meeting's local days (Asia/Shanghai), as the visitor reads the programme. */
const LOCAL_DAY = `to_char(s.start_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')`;

const SPEAKERS = `COALESCE((SELECT json_agg(json_build_object('id', e.id, 'name', e.name, 'avatar', e.avatar, 'title', e.title,
    'organization', e.organization, 'topic', sp.topic) ORDER BY sp.sort)
  FROM meeting_schedule_speakers sp JOIN experts e ON e.id = sp.expert_id WHERE sp.schedule_id = s.id), '[]'::json) AS speakers`;

export function scheduleRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/wyms/meeting/meeting_schedule/date_list',
    { schema: { summary: '会议日程的日期（上海时间）与每天的场次数', querystring: MeetingIdQuery, answer: ScheduleDays } },
    async (req) => {
      await requireMeeting(app.db, req.query.id);
      const rows = await app.db.query(
        `SELECT ${LOCAL_DAY} AS date, count(*)::int AS count FROM meeting_schedules s WHERE s.meeting_id = $1 GROUP BY 1 ORDER BY 1`,
        [req.query.id],
      );
      return ok(rows);
    },
  );

  app.get(
    '/api/wyms/meeting/meeting_schedule/index',
    {
      schema: { summary: '会议日程（分页，可按日期与关键词筛选）', querystring: ScheduleListQuery, answer: SchedulePage },
    },
    async (req) => {
      await requireMeeting(app.db, req.query.id);
      const sql = `SELECT s.id, s.title, s.start_at, s.end_at, s.hall, s.host, ${SPEAKERS}
        FROM meeting_schedules s
        WHERE s.meeting_id = $1 AND ($2::text IS NULL OR ${LOCAL_DAY} = $2) AND ($3::text IS NULL OR s.title ILIKE $3 OR s.hall ILIKE $3)
        ORDER BY s.start_at, s.id`;
      return ok(await pageOf(app.db, sql, [req.query.id, req.query.date || null, likePattern(req.query.keyword)], req.query));
    },
  );

  app.get(
    '/api/wyms/meeting/meeting_schedule/details',
    { schema: { summary: '日程详情（含讲者）', querystring: ScheduleRef, answer: ScheduleDetails } },
    async (req) => {
      const s = await one<Record<string, unknown>>(
        app.db,
        `SELECT s.id, s.meeting_id, m.title AS meeting_title, s.title, s.start_at, s.end_at, s.hall, s.host, s.content, ${SPEAKERS}
         FROM meeting_schedules s JOIN meetings m ON m.id = s.meeting_id WHERE s.id = $1 AND m.published`,
        [req.query.id],
      );
      if (!s) return fail('日程不存在');
      return ok({ ...s, content: sanitizeRichText(s.content as string) });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ExpertDetails, ExpertPage, ExpertQuery, MeetingItemsQuery } from '@conf/contract';
import { ok } from '../../../http/envelope';
import { fail } from '../../../lib/errors';
import { one } from '../../../db';
import { likePattern, pageOf } from '../lib/paging';
import { sanitizeRichText } from '../../../lib/richText';
import { requireMeeting } from '../lib/meetingRows';

export function expertRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/wyms/meeting/meeting_expert/index',
    { schema: { summary: '会议专家（分页，可按关键词筛选）', querystring: MeetingItemsQuery, answer: ExpertPage } },
    async (req) => {
      await requireMeeting(app.db, req.query.id);
      const sql = `SELECT e.id, e.name, e.avatar, e.title, e.organization, me.role
      FROM meeting_experts me JOIN experts e ON e.id = me.expert_id
      WHERE me.meeting_id = $1 AND ($2::text IS NULL OR e.name ILIKE $2 OR e.organization ILIKE $2 OR e.title ILIKE $2)
      ORDER BY me.sort, e.id`;
      return ok(await pageOf(app.db, sql, [req.query.id, likePattern(req.query.keyword)], req.query));
    },
  );

  // An expert with the meetings they appear at and their sessions (of one meeting when meeting_id is given).
  app.get(
    '/api/wyms/expert/details',
    { schema: { summary: '专家详情（含参加的会议与日程）', querystring: ExpertQuery, answer: ExpertDetails } },
    async (req) => {
      const { id, meeting_id: meetingId = null } = req.query;
      const expert = await one<Record<string, unknown>>(
        app.db,
        'SELECT id, name, avatar, title, organization, introduction FROM experts WHERE id = $1',
        [id],
      );
      if (!expert) return fail('专家不存在');
      const [meetings, schedules] = await Promise.all([
        app.db.query(
          `SELECT m.id, m.title, m.start_at, m.end_at, me.role FROM meeting_experts me JOIN meetings m ON m.id = me.meeting_id
            WHERE me.expert_id = $1 AND m.published ORDER BY m.start_at DESC`,
          [id],
        ),
        app.db.query(
          `SELECT s.id, s.meeting_id, s.title, s.start_at, s.end_at, s.hall, sp.topic
             FROM meeting_schedule_speakers sp JOIN meeting_schedules s ON s.id = sp.schedule_id
            WHERE sp.expert_id = $1 AND ($2::int IS NULL OR s.meeting_id = $2) ORDER BY s.start_at`,
          [id, meetingId],
        ),
      ]);
      return ok({ ...expert, introduction: sanitizeRichText(expert.introduction as string), meetings, schedules });
    },
  );
}

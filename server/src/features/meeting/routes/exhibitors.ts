import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ExhibitorListQuery, ExhibitorPage } from '@conf/contract';
import { ok } from '../../../http/envelope';
import { likePattern, pageOf } from '../lib/paging';
import { sanitizeRichText } from '../../../lib/richText';
import { requireMeeting } from '../lib/meetingRows';

export function exhibitorRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/wyms/meeting/meeting_exhibitor/index',
    {
      schema: { summary: '会议展商（分页，可按关键词与类别筛选）', querystring: ExhibitorListQuery, answer: ExhibitorPage },
    },
    async (req) => {
      await requireMeeting(app.db, req.query.id);
      const sql = `SELECT x.id, x.name, x.logo, x.booth, x.category, x.introduction, x.phone, x.website
        FROM meeting_exhibitors x
        WHERE x.meeting_id = $1 AND ($2::text IS NULL OR x.name ILIKE $2 OR x.booth ILIKE $2 OR x.category ILIKE $2)
          AND ($3::text IS NULL OR x.category = $3)
        ORDER BY x.sort, x.id`;
      const page = await pageOf<{ introduction: string }>(
        app.db,
        sql,
        [req.query.id, likePattern(req.query.keyword), req.query.category || null],
        req.query,
      );
      return ok({ ...page, data: page.data.map((x) => ({ ...x, introduction: sanitizeRichText(x.introduction) })) });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DownloadPage, Id, MeetingItemsQuery } from '@conf/contract';
import { ok, failure } from '../../../http/envelope';
import { one } from '../../../db';
import { likePattern, pageOf } from '../lib/paging';
import { requireMeeting } from '../lib/meetingRows';

const FILE_PATH = '/api/wyms/meeting/meeting_data_download/file';

/** Content-Disposition with the Chinese name (RFC 5987) and an ASCII fallback for old clients. */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function downloadRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/wyms/meeting/meeting_data_download/index',
    { schema: { summary: '会议资料（分页，可按关键词筛选）', querystring: MeetingItemsQuery, answer: DownloadPage } },
    async (req) => {
      await requireMeeting(app.db, req.query.id);
      const sql = `SELECT d.id, d.title, d.filename, d.mime, octet_length(d.data)::int AS size, d.created_at,
        '${FILE_PATH}/' || d.id AS url
      FROM meeting_downloads d WHERE d.meeting_id = $1 AND ($2::text IS NULL OR d.title ILIKE $2 OR d.filename ILIKE $2)
      ORDER BY d.sort, d.id`;
      return ok(await pageOf(app.db, sql, [req.query.id, likePattern(req.query.keyword)], req.query));
    },
  );

  // The file itself, as an attachment, so tapping it downloads it.
  app.get(
    `${FILE_PATH}/:id`,
    {
      schema: {
        summary: '下载会议资料文件（附件）',
        answerMedia: 'application/octet-stream',
        params: Type.Object({ id: Id('文件ID') }),
      },
    },
    async (req, reply) => {
      const file = await one<{ filename: string; mime: string; data: Uint8Array }>(
        app.db,
        'SELECT d.filename, d.mime, d.data FROM meeting_downloads d JOIN meetings m ON m.id = d.meeting_id WHERE d.id = $1 AND m.published',
        [req.params.id],
      );
      if (!file) return reply.code(404).send(failure('文件不存在'));
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Disposition', attachmentHeader(file.filename))
        .header('Cache-Control', 'private, max-age=300')
        .send(Buffer.from(file.data));
    },
  );
}

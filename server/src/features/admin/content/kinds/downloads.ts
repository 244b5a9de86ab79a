import type { FastifyInstance } from 'fastify';
import { ok } from '../../../../http/envelope';
import type { UploadedFile } from '../../../../http/bodies';
import { MAX_UPLOAD_BYTES } from '../../../../http/bodies';
import { BizError } from '../../../../lib/errors';
import { text, type ContentKind } from '../kind';
import { basePath, createRecord, present, ruleOf } from '../routes';
import { int } from '../../routes/schemas';
import { downloadType, FILE_TYPE_TEXT } from './fileTypes';

/** The files of a meeting's 资料下载, kept in the database (every instance serves them) and served by the public file route. */
export const downloads: ContentKind = {
  name: 'downloads',
  noun: '资料',
  table: 'meeting_downloads',
  scope: 'meeting',
  fields: { title: text('资料名称', 100, 1) },
  required: ['title'],
  select: `t.id, t.title, t.filename, t.mime, octet_length(t.data)::int AS size, t.created_at,
    '/api/wyms/meeting/meeting_data_download/file/' || t.id AS url, t.version`,
  from: 'meeting_downloads t WHERE t.meeting_id = $1',
  order: 't.id',
  sort: { table: 'meeting_downloads', key: 'id', column: 't.sort' },
};

const isFile = (v: unknown): v is UploadedFile => !!v && typeof v === 'object' && Buffer.isBuffer((v as UploadedFile).data);

/** The upload: multipart with `file` and `title`; the file's type checked by its content, its size by the upload limit. */
export function downloadUploadRoute(app: FastifyInstance): void {
  app.post<{ Body: { title?: unknown; file?: unknown } }>(
    basePath(downloads),
    {
      config: ruleOf(downloads),
      schema: {
        summary: `上传会议资料（multipart：file 与 title；${FILE_TYPE_TEXT}，不超过${MAX_UPLOAD_BYTES / 1024 / 1024}MB，按内容核对类型）`,
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647, title: '会议ID' } } },
        body: { type: 'object', properties: { title: { title: '资料名称' }, file: { title: '文件' } } },
        answer: { type: 'object', properties: { id: int, version: int, size: int } },
      },
    },
    async (req) => {
      const { file } = req.body;
      const title = typeof req.body.title === 'string' ? req.body.title.trim() : '';
      if (!title) throw new BizError('资料名称不能为空');
      if (title.length > 100) throw new BizError('资料名称不能超过100个字符');
      if (!isFile(file) || file.data.length === 0) throw new BizError('请选择要上传的文件');
      const filename = file.filename.replace(/[\\/]/g, '_').slice(-100);
      const type = downloadType(filename, file.data);
      if ('refused' in type) throw new BizError(type.refused);
      const row = await app.db.tx(async (q) => {
        const ctx = { q, meetingId: req.adminMeetingId, req, actor: { userId: req.access.userId, ip: req.ip } };
        const id = await createRecord(downloads, ctx, { title }, { filename, mime: type.mime, data: file.data });
        return present(downloads, q, ctx.meetingId, id);
      });
      return ok(row, '已上传');
    },
  );
}

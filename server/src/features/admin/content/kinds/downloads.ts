import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { saveVersioned } from '../../../../core';
import { ok } from '../../../../http/envelope';
import type { UploadedFile } from '../../../../http/bodies';
import { MAX_UPLOAD_BYTES } from '../../../../http/bodies';
import { BizError } from '../../../../lib/errors';
import { DownloadInput, ConsoleDownload, DownloadReplace, DownloadUpload } from '@conf/contract';
import type { ContentKind } from '../kind';
import { actionOf, basePath, contextOf, createRecord, itemParams, lockedInScope, present, ruleOf, targetOf } from '../routes';
import { downloadType, FILE_TYPE_TEXT } from './fileTypes';
import { meetingParams } from '../../routes/schemas';

/** The files of a meeting's 资料下载, kept in the database (every instance serves them) and served by the public file route. */
export const downloads: ContentKind = {
  name: 'downloads',
  noun: '资料',
  table: 'meeting_downloads',
  scope: 'meeting',
  input: DownloadInput,
  record: ConsoleDownload,
  select: `t.id, t.title, t.filename, t.mime, octet_length(t.data)::int AS size, t.created_at,
    '/api/wyms/meeting/meeting_data_download/file/' || t.id AS url, t.version`,
  from: 'meeting_downloads t WHERE t.meeting_id = $1',
  order: 't.id',
  sort: { table: 'meeting_downloads', key: 'id', column: 't.sort' },
};

const LIMITS = `${FILE_TYPE_TEXT}，不超过${MAX_UPLOAD_BYTES / 1024 / 1024}MB，按内容核对类型`;

const isFile = (v: unknown): v is UploadedFile => !!v && typeof v === 'object' && Buffer.isBuffer((v as UploadedFile).data);

function checkedTitle(value: unknown): string {
  const title = typeof value === 'string' ? value.trim() : '';
  if (!title) throw new BizError('资料名称不能为空');
  if (title.length > 100) throw new BizError('资料名称不能超过100个字符');
  return title;
}

/** The uploaded file as stored: its name made safe, its type read from its content (its size was held to the upload limit). */
function checkedFile(file: unknown): { filename: string; mime: string; data: Buffer } {
  if (!isFile(file) || file.data.length === 0) throw new BizError('请选择要上传的文件');
  const filename = file.filename.replace(/[\\/]/g, '_').slice(-100);
  const type = downloadType(filename, file.data);
  if ('refused' in type) throw new BizError(type.refused);
  return { filename, mime: type.mime, data: file.data };
}

/** The audit log keeps a file's size, not its bytes. */
// PGlite reads bytea as a Uint8Array, the PostgreSQL driver as a Buffer (a Uint8Array too).
const withoutBytes = ({ data, ...row }: Record<string, unknown>) => (data instanceof Uint8Array ? { ...row, size: data.byteLength } : row);

/** The upload: multipart with `file` and `title`. */
export function downloadUploadRoute(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    basePath(downloads),
    {
      config: ruleOf(downloads),
      schema: {
        summary: `上传会议资料（multipart：file 与 title；${LIMITS}）`,
        params: meetingParams,
        body: DownloadUpload,
        answer: ConsoleDownload,
      },
    },
    async (req) => {
      const title = checkedTitle(req.body.title);
      const file = checkedFile(req.body.file);
      const row = await app.db.tx(async (q) => {
        const ctx = contextOf(q, req);
        const id = await createRecord(downloads, ctx, { title }, file);
        return present(downloads, q, ctx.meetingId, id);
      });
      return ok(row, '已上传');
    },
  );
}

/** A new file for a download (and its title, if sent), against the version it was loaded at: the same link serves the new file at once. */
export function downloadReplaceRoute(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.put(
    `${basePath(downloads)}/:item_id/file`,
    {
      config: ruleOf(downloads),
      schema: {
        summary: `替换会议资料的文件（multipart：file 与 version，可带 title；${LIMITS}；他人已先保存时不作改动，答复最新内容）`,
        params: itemParams(downloads),
        body: DownloadReplace,
        answer: ConsoleDownload,
      },
    },
    async (req) => {
      const id = req.params.item_id;
      const set = { ...(req.body.title === undefined ? {} : { title: checkedTitle(req.body.title) }), ...checkedFile(req.body.file) };
      const row = await app.db.tx(async (q) => {
        const ctx = contextOf(q, req);
        // Refused as stale with the record as the console lists it (saveVersioned's would carry the old file's bytes).
        await lockedInScope(downloads, ctx, id, req.body.version);
        await saveVersioned(q, {
          table: downloads.table,
          id,
          version: req.body.version,
          set,
          audit: { actor: ctx.actor, meetingId: ctx.meetingId, action: actionOf(downloads, 'replace'), target: targetOf(downloads, id) },
          notFound: `${downloads.noun}不存在`,
          audited: withoutBytes,
        });
        return present(downloads, q, ctx.meetingId, id);
      });
      return ok(row, '文件已替换');
    },
  );
}

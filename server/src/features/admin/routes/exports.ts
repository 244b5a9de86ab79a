import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ExportInput, type ExportFormat } from '@conf/contract';
import { Readable } from 'node:stream';
import { AUTH } from '../../../http/auth';
import { failure, ok } from '../../../http/envelope';
import { csvChunks } from '../exports/csv';
import { xlsxStream } from '../exports/xlsx';
import { KIND_TEXT_OF, SHEETS } from '../exports/kinds';
import { createExport, downloadUrl, EXPORT_TTL_SECONDS, takeExport, TOKEN_PATTERN } from '../exports/tokens';
import { int, meetingParams, str } from './schemas';

const GONE = '下载链接已失效，请回到后台重新导出';
const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function exportRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/admin/meetings/:id/exports',
    {
      config: { ...AUTH, admin: { permission: 'exports', on: 'meeting' } },
      schema: {
        summary: `导出（订单、参会人、签到记录、酒店入住名单、发票；CSV 或 XLSX）：返回一次性下载地址，${EXPORT_TTL_SECONDS / 60} 分钟内有效`,
        params: meetingParams,
        body: ExportInput,
        answer: { type: 'object', properties: { url: str, expires_in: int } },
      },
    },
    async (req) => {
      const token = await app.db.tx((q) =>
        createExport(q, { userId: req.access.userId, ip: req.ip, meetingId: req.adminMeetingId!, ...req.body }),
      );
      return ok({ url: downloadUrl(token), expires_in: EXPORT_TTL_SECONDS }, '导出已生成，请在5分钟内下载');
    },
  );
}

/** "参会人" -> `attachment; filename="meeting-1-attendees.csv"; filename*=UTF-8''…` (RFC 6266 / 5987). */
function disposition(ascii: string, name: string): string {
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function gone(reply: FastifyReply, wantsPage: boolean) {
  reply.code(404).header('cache-control', 'no-store');
  if (!wantsPage) return reply.send(failure(GONE));
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${GONE}</title></head><body><p>${GONE}</p><p><a href="/admin">返回会务后台</a></p></body></html>`,
    );
}

/**
 * The file behind an export's address, built now from the database and streamed. The address is its
 * own key (a browser download carries no token); it works once, within its five minutes.
 */
export function exportDownloadRoute(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/exports/:token',
    {
      schema: {
        summary: '下载导出文件（后台导出时给出的一次性地址，5 分钟内有效；失效时 404）',
        // CSV or XLSX, as the export asked.
        answerMedia: 'application/octet-stream',
        params: Type.Object({ token: Type.String({ title: '下载令牌', maxLength: 64 }) }),
      },
    },
    async (req, reply) => {
      const wantsPage = (req.headers.accept ?? '').includes('text/html');
      if (!new RegExp(TOKEN_PATTERN).test(req.params.token)) return gone(reply, wantsPage);
      const taken = await app.db.tx((q) => takeExport(q, req.params.token, req.ip));
      if (!taken) return gone(reply, wantsPage);
      const [meeting] = await app.db.query<{ title: string }>('SELECT title FROM meetings WHERE id = $1', [taken.meeting_id]);
      const sheet = await SHEETS[taken.kind](app.db, taken.meeting_id);
      const stamp = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 16).replace(/\D/g, '');
      const name = `${meeting.title}-${KIND_TEXT_OF[taken.kind]}-${stamp}.${taken.format}`;
      reply
        .header('content-type', TYPES[taken.format])
        .header('content-disposition', disposition(`meeting-${taken.meeting_id}-${taken.kind}-${stamp}.${taken.format}`, name))
        .header('cache-control', 'no-store');
      return reply.send(taken.format === 'csv' ? Readable.from(csvChunks(sheet)) : xlsxStream(sheet, KIND_TEXT_OF[taken.kind]));
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { failure } from '../../../http/envelope';
import { POSTER_KINDS, renderPoster, type PosterKind, type PosterParams } from '../lib/posters';

/**
 * The generated demo pictures; the same address always draws the same picture, so it is cached long.
 * Like every non-page answer they carry `default-src 'none'` (securityHeaders.ts): opened on their
 * own, the SVGs can run nothing.
 */
export function mediaRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string }; Querystring: PosterParams }>(
    '/api/wyms/media/:file',
    {
      schema: {
        summary: '演示图片（SVG：cover、banner、background、avatar、logo）',
        params: { type: 'object', properties: { file: { type: 'string', maxLength: 40, title: '图片' } } },
        querystring: {
          type: 'object',
          properties: {
            text: { type: 'string', maxLength: 100, title: '文字' },
            sub: { type: 'string', maxLength: 100, title: '副标题' },
            c: { type: 'string', pattern: '^[0-9a-fA-F]{6}$', title: '颜色' },
          },
        },
      },
    },
    async (req, reply) => {
      const kind = req.params.file.replace(/\.svg$/, '') as PosterKind;
      if (!req.params.file.endsWith('.svg') || !POSTER_KINDS.includes(kind)) return reply.code(404).send(failure('图片不存在'));
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=604800')
        .send(renderPoster(kind, req.query));
    },
  );
}

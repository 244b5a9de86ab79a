import type { FastifyInstance } from 'fastify';
import { failure } from '../../../http/envelope';
import { POSTER_KINDS, renderPoster, type PosterKind, type PosterParams } from '../lib/posters';
import { sendPicture } from '../../../lib/pictures';

/**
 * The generated demo pictures; the same address always draws the same picture, so it is cached long.
 * `<kind>` answers in pixels (WebP or JPEG by the Accept header), `<kind>.svg` with the drawing. Like every
 * non-page answer they carry `default-src 'none'` (securityHeaders.ts): opened on their own, the SVGs can run
 * nothing.
 */
export function mediaRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string }; Querystring: PosterParams }>(
    '/api/wyms/media/:file',
    {
      schema: {
        summary: '演示图片（cover、banner、background、avatar、logo；无扩展名为 WebP/JPEG，.svg 为矢量图）',
        answerMedia: 'image/*',
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
      const [, kind, svg] = /^([a-z]+)(\.svg)?$/.exec(req.params.file) ?? [];
      if (!POSTER_KINDS.includes(kind as PosterKind)) return reply.code(404).send(failure('图片不存在'));
      reply.header('Cache-Control', 'public, max-age=604800');
      if (svg) return reply.header('Content-Type', 'image/svg+xml; charset=utf-8').send(renderPoster(kind as PosterKind, req.query));
      const { text, sub, c } = req.query;
      return sendPicture(req, reply, ['poster', kind, text, sub, c], () => renderPoster(kind as PosterKind, req.query));
    },
  );
}

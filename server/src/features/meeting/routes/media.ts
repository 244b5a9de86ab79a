import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { failure } from '../../../http/envelope';
import { POSTER_KINDS, renderPoster, type PosterKind } from '../lib/posters';
import { sendPicture } from '../../../lib/pictures';

/**
 * The generated demo pictures; the same address always draws the same picture, so it is cached long.
 * `<kind>` answers in pixels (WebP or JPEG by the Accept header), `<kind>.svg` with the drawing. Like every
 * non-page answer they carry `default-src 'none'` (securityHeaders.ts): opened on their own, the SVGs can run
 * nothing.
 */
export function mediaRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/wyms/media/:file',
    {
      schema: {
        summary: '演示图片（cover、banner、background、avatar、logo；无扩展名为 WebP/JPEG，.svg 为矢量图）',
        answerMedia: 'image/*',
        params: Type.Object({ file: Type.Optional(Type.String({ maxLength: 40, title: '图片' })) }),
        querystring: Type.Object({
          text: Type.Optional(Type.String({ maxLength: 100, title: '文字' })),
          sub: Type.Optional(Type.String({ maxLength: 100, title: '副标题' })),
          c: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{6}$', title: '颜色' })),
        }),
      },
    },
    async (req, reply) => {
      const [, kind, svg] = /^([a-z]+)(\.svg)?$/.exec(req.params.file ?? '') ?? [];
      if (!POSTER_KINDS.includes(kind as PosterKind)) return reply.code(404).send(failure('图片不存在'));
      reply.header('Cache-Control', 'public, max-age=604800');
      if (svg) return reply.header('Content-Type', 'image/svg+xml; charset=utf-8').send(renderPoster(kind as PosterKind, req.query));
      const { text, sub, c } = req.query;
      return sendPicture(req, reply, ['poster', kind, text, sub, c], () => renderPoster(kind as PosterKind, req.query));
    },
  );
}

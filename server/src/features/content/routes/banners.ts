import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BannerDetails, BannerList, BannerRef } from '@conf/contract';
import { ok } from '../../../http/envelope';
import { fail } from '../../../lib/errors';
import { one, type Queryable } from '../../../db';
import { sanitizeRichText } from '../../../lib/richText';

const BANNERS = 'SELECT id, title, image, url FROM home_banners WHERE enabled ORDER BY sort, id';

/** The home page's lead picture: the banner its carousel shows first. */
export const firstBannerImage = async (q: Queryable) => (await one<{ image: string }>(q, `${BANNERS} LIMIT 1`))?.image;

export function bannerRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/api/wyms/home_banner/index', { schema: { summary: '首页轮播图', answer: BannerList } }, async () =>
    ok(await app.db.query(BANNERS)),
  );

  app.get(
    '/api/wyms/home_banner/details',
    { schema: { summary: '轮播图详情', querystring: BannerRef, answer: BannerDetails } },
    async (req) => {
      const b = await one<{ content: string }>(
        app.db,
        'SELECT id, title, image, url, content FROM home_banners WHERE id = $1 AND enabled',
        [req.query.id],
      );
      if (!b) return fail('轮播图不存在');
      return ok({ ...b, content: sanitizeRichText(b.content) });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { Feature } from '../types';
import { articleRoutes } from './routes/articles';
import { bannerRoutes, firstBannerImage } from './routes/banners';
import { referenceRoutes } from './routes/reference';
import { seedContent } from './seed';
import { pageId, secondPage } from '../../static/firstAnswers';

function contentRoutes(app: FastifyInstance): void {
  articleRoutes(app);
  bannerRoutes(app);
  referenceRoutes(app);
}

/** Articles and their categories (news and meetings' articles), home banners, the custom home page, areas and sectors. */
export const content: Feature = {
  name: 'content',
  tag: { name: '内容', description: '文章与分类、首页轮播、省市与行业' },
  routes: contentRoutes,
  demo: [{ key: 'content', run: seedContent }],
  leadImages: [{ path: /^\/$/, frame: 'banner', image: firstBannerImage }],
  // The home page's carousel and latest news (mf-meeting: features/home/components/blocks), and the article pages:
  // the lists' first page, and their second when the first does not end them (it does not fill the screen).
  firstCalls: [
    { path: /^\/$/, calls: () => ['api/wyms/home_banner/index', 'api/wyms/article/index?page=1&limit=4&scope=news'] },
    {
      path: /^\/article\/meeting$/,
      calls: () => ['api/wyms/article/index?page=1&scope=meeting'],
      then: (data) => secondPage(data, 'api/wyms/article/index?page=1&scope=meeting', 'api/wyms/article/index?page=2&scope=meeting'),
    },
    // The categories as tabs, and the first tab's list (全部).
    {
      path: /^\/article\/news$/,
      calls: () => ['api/wyms/article/article_cat', 'api/wyms/article/index?page=1'],
      then: (data) => secondPage(data, 'api/wyms/article/index?page=1', 'api/wyms/article/index?page=2'),
    },
    { path: /^\/article\/detail\/(\d{1,9})$/, calls: ([, id]) => [`api/wyms/article/details?id=${pageId(id)}`] },
    { path: /^\/share\/article$/, calls: (_, q) => [`api/wyms/article/details?id=${pageId(q.get('id'))}`] },
  ],
};

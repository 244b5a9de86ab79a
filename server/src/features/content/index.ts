import type { FastifyInstance } from 'fastify';
import type { Feature } from '../types';
import { articleRoutes } from './routes/articles';
import { bannerRoutes } from './routes/banners';
import { referenceRoutes } from './routes/reference';
import { seedContent } from './seed';

function contentRoutes(app: FastifyInstance): void {
  articleRoutes(app);
  bannerRoutes(app);
  referenceRoutes(app);
}

/** Articles and their categories (news and meetings' articles), home banners, the custom home page, areas and sectors. */
export const content: Feature = { name: 'content', routes: contentRoutes, seed: seedContent };

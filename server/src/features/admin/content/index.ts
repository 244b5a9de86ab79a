import type { FastifyInstance } from 'fastify';
import { kindRoutes } from './routes';
import { experts } from './kinds/experts';
import { schedules } from './kinds/schedules';
import { exhibitors } from './kinds/exhibitors';
import { articles } from './kinds/articles';
import { downloadReplaceRoute, downloadUploadRoute, downloads } from './kinds/downloads';
import { banners } from './kinds/banners';

/** The content editors of the console: a meeting's experts, sessions, exhibitors, articles, downloads; the site's banners. */
export function contentRoutes(app: FastifyInstance): void {
  for (const kind of [experts, schedules, exhibitors, articles, downloads, banners]) kindRoutes(app, kind);
  downloadUploadRoute(app);
  downloadReplaceRoute(app);
}

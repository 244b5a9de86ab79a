import type { FastifyInstance } from 'fastify';
import { meetingRoutes } from './meetings';
import { expertRoutes } from './experts';
import { scheduleRoutes } from './schedules';
import { downloadRoutes } from './downloads';
import { exhibitorRoutes } from './exhibitors';
import { customFieldRoutes } from './customFields';
import { mediaRoutes } from './media';

export function meetingFeatureRoutes(app: FastifyInstance): void {
  meetingRoutes(app);
  expertRoutes(app);
  scheduleRoutes(app);
  downloadRoutes(app);
  exhibitorRoutes(app);
  customFieldRoutes(app);
  mediaRoutes(app);
}

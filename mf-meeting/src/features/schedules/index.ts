// The public entry of this feature: its pages (each loaded when first shown) and what other features may use.
// Everything else in the folder is private to the feature (the lint's import boundaries).
import { lazyPage } from '@conf/shared';

export const ScheduleHomePage = lazyPage(() => import('./pages/ScheduleHomePage'));
export const ScheduleDetailPage = lazyPage(() => import('./pages/ScheduleDetailPage'));

export type { ScheduleSummary } from './api/schedules';

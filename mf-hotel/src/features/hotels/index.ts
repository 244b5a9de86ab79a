// The public entry of this feature: its pages (each loaded when first shown) and what other features may use.
// Everything else in the folder is private to the feature (the lint's import boundaries).
import { lazyLoginPage, lazyPage } from '@conf/shared';
import { RESERVE_TITLE } from './titles';

export const HotelListPage = lazyPage(() => import('./pages/HotelListPage'));
export const HotelDetailPage = lazyPage(() => import('./pages/HotelDetailPage'));
export const ReservePage = lazyLoginPage(RESERVE_TITLE, () => import('./pages/ReservePage'));

// The public entry of this feature: its pages (each loaded when first shown) and what other features may use.
// Everything else in the folder is private to the feature (the lint's import boundaries).
import { lazyPage } from '@conf/shared';

export const CouponPage = lazyPage(() => import('./pages/CouponPage'));
export const CouponSharePage = lazyPage(() => import('./pages/CouponSharePage'));

// The public entry of this feature: its pages (each loaded when first shown) and what other features may use.
// Everything else in the folder is private to the feature (the lint's import boundaries).
import { lazyPage } from '@conf/shared';

export const OrderListPage = lazyPage(() => import('./pages/OrderListPage'));
export const OrderDetailPage = lazyPage(() => import('./pages/OrderDetailPage'));
export const PrintTicketPage = lazyPage(() => import('./pages/PrintTicketPage'));
export { HoldCountdown } from './components/HoldCountdown';
export { getOrderDetail, type OrderDetail } from './api/orders';

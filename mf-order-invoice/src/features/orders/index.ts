// The public entry of this feature: its pages (each loaded when first shown) and what other features may use.
// Everything else in the folder is private to the feature (the lint's import boundaries).
import { lazyLoginPage, lazyPage } from '@conf/shared';

export const OrderListPage = lazyPage(() => import('./pages/OrderListPage'));
export const OrderDetailPage = lazyLoginPage('订单详情', () => import('./pages/OrderDetailPage'));
export const PrintTicketPage = lazyLoginPage('打印电子票', () => import('./pages/PrintTicketPage'));
export { HoldCountdown } from './components/HoldCountdown';
export { getOrderDetail, type OrderDetail } from './api/orders';

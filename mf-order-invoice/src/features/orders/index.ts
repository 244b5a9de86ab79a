// The public entry of this feature: its pages (each loaded when first shown) and what other features may use.
// Everything else in the folder is private to the feature (the lint's import boundaries).
import { lazyLoginPage, lazyPage } from '@conf/shared';
import { ORDER_DETAIL_TITLE, PRINT_TICKET_TITLE } from './titles';

export const OrderListPage = lazyPage(() => import('./pages/OrderListPage'));
export const OrderDetailPage = lazyLoginPage(ORDER_DETAIL_TITLE, () => import('./pages/OrderDetailPage'));
export const PrintTicketPage = lazyLoginPage(PRINT_TICKET_TITLE, () => import('./pages/PrintTicketPage'));
export { HoldCountdown } from './components/HoldCountdown';
export { getOrderDetail, type OrderDetail } from './api/orders';

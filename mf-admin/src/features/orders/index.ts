export { OrdersPage } from './pages/OrdersPage';
export { OrderPage } from './pages/OrderPage';
export type { Page } from './api/fetchOrders';

export { OrdersPage } from './pages/OrdersPage';
export { OrderPage } from './pages/OrderPage';

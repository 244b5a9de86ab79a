export { CouponsPage } from './pages/CouponsPage';

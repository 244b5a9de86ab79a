export { FinancePage } from './pages/FinancePage';

export { ExportsPage } from './pages/ExportsPage';

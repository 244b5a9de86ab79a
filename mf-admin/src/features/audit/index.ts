export { AuditPage } from './pages/AuditPage';

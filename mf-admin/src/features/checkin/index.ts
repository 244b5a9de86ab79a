export { CheckinPage } from './pages/CheckinPage';

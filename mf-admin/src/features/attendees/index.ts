export { AttendeesPage } from './pages/AttendeesPage';

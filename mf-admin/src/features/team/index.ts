export { TeamPage } from './pages/TeamPage';

export { HotelsPage } from './pages/HotelsPage';

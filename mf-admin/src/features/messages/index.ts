export { MessagesPage } from './pages/MessagesPage';

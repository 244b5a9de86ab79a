import { renderStandalone } from '@conf/shared';
import Routes from './routes';

renderStandalone(Routes);

// The public entry of this feature: its pages (each loaded when first shown) and what other features may use.
// Everything else in the folder is private to the feature (the lint's import boundaries).
import { lazyLoginPage, lazyPage } from '@conf/shared';
import { contactEditTitle } from './titles';

export const ContactListPage = lazyPage(() => import('./pages/ContactListPage'));
export const ContactEditPage = lazyLoginPage(
  (query) => contactEditTitle(!!Number(query.get('id'))),
  () => import('./pages/ContactEditPage'),
);

export { contactStore } from './stores/contactStore';

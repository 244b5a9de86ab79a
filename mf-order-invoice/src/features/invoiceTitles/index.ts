// The public entry of this feature: its pages (each loaded when first shown) and what other features may use.
// Everything else in the folder is private to the feature (the lint's import boundaries).
import { lazyLoginPage, lazyPage } from '@conf/shared';
import { titleEditTitle } from './titles';

export const InvoiceTitleListPage = lazyPage(() => import('./pages/InvoiceTitleListPage'));
export const InvoiceTitleEditPage = lazyLoginPage(
  (query) => titleEditTitle(query.get('id') !== null),
  () => import('./pages/InvoiceTitleEditPage'),
);
// The invoices feature picks a title from these.
export { getInvoiceTitles, COMPANY, type InvoiceTitle } from './api/invoiceTitles';
export { EMAIL_RULE } from './formRules';
// The application adds a title in a sheet over itself, fetched when first opened.
export const loadNewTitleSheet = () => import('./components/NewTitleSheet');

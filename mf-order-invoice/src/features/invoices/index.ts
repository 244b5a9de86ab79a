// The public entry of this feature: its pages, each loaded when first shown.
import { lazyLoginPage, lazyPage } from '@conf/shared';
import { INVOICE_EDIT_LOGIN_TITLE } from './titles';

export const InvoicePage = lazyPage(() => import('./pages/InvoicePage'));
export const InvoiceEditPage = lazyLoginPage(INVOICE_EDIT_LOGIN_TITLE, () => import('./pages/InvoiceEditPage'));

// The public entry of this feature: its pages, each loaded when first shown.
import { lazyLoginPage, lazyPage } from '@conf/shared';

export const InvoicePage = lazyPage(() => import('./pages/InvoicePage'));
export const InvoiceEditPage = lazyLoginPage('发票', () => import('./pages/InvoiceEditPage'));

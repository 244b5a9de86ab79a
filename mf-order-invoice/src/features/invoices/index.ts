// The public entry of this feature: its pages, each loaded when first shown.
import { lazyPage } from '@conf/shared';

export const InvoicePage = lazyPage(() => import('./pages/InvoicePage'));
export const InvoiceEditPage = lazyPage(() => import('./pages/InvoiceEditPage'));

import { Route, Routes } from 'react-router-dom';
import { BuildBadge, NotFoundPage, lazyPage } from '@conf/shared';

const InvoiceTitleListPage = lazyPage(() => import('./features/invoiceTitles/pages/InvoiceTitleListPage'));
const InvoiceTitleEditPage = lazyPage(() => import('./features/invoiceTitles/pages/InvoiceTitleEditPage'));

/** Pages of mf-order-invoice, with the absolute paths the shell routes to this remote. */
export default function OrderInvoiceRoutes() {
  return (
    <>
      <Routes>
        <Route path="/invoice/title" element={<InvoiceTitleListPage />} />
        <Route path="/invoice/titleAdd" element={<InvoiceTitleEditPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <BuildBadge name="mf-order-invoice" label={__BUILD_LABEL__} />
    </>
  );
}

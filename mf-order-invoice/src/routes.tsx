import { Route, Routes } from 'react-router-dom';
import { BuildBadge, NotFoundPage } from '@conf/shared';
import { InvoiceTitleEditPage, InvoiceTitleListPage } from './features/invoiceTitles';
import { InvoiceEditPage, InvoicePage } from './features/invoices';

/** Pages of mf-order-invoice, with the absolute paths the shell routes to this remote. */
export default function OrderInvoiceRoutes() {
  return (
    <>
      <Routes>
        <Route path="/invoice" element={<InvoicePage />} />
        <Route path="/invoice/edit" element={<InvoiceEditPage />} />
        <Route path="/invoice/title" element={<InvoiceTitleListPage />} />
        <Route path="/invoice/titleAdd" element={<InvoiceTitleEditPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <BuildBadge name="mf-order-invoice" label={__BUILD_LABEL__} />
    </>
  );
}

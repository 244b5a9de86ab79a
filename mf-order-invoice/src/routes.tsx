import { BuildBadge, NotFoundPage, Route, Routes } from '@conf/shared';
import { InvoiceTitleEditPage, InvoiceTitleListPage } from './features/invoiceTitles';
import { OrderDetailPage, OrderListPage, PrintTicketPage } from './features/orders';
import { PaymentPage } from './features/payment';
import { InvoiceEditPage, InvoicePage } from './features/invoices';

/** Pages of mf-order-invoice, with the absolute paths the shell routes to this remote. */
export default function OrderInvoiceRoutes() {
  return (
    <>
      <Routes>
        <Route path="/order" element={<OrderListPage kind="meeting" />} />
        <Route path="/order/hotel" element={<OrderListPage kind="hotel" />} />
        <Route path="/order/detail" element={<OrderDetailPage />} />
        <Route path="/order/ticket" element={<PrintTicketPage />} />
        <Route path="/payment/alipay" element={<PaymentPage />} />
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

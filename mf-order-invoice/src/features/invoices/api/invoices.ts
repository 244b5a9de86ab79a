import type {
  InvoiceApplication,
  InvoiceApplyInput,
  InvoiceDetail,
  InvoiceEditInput,
  InvoiceDocument,
  InvoiceKind,
  InvoiceListInput,
  InvoiceRef,
  InvoiceState,
  InvoiceStatusCode,
  InvoiceableOrder,
} from '@conf/contract';
import { http, type PageData } from '@conf/shared';

export type { InvoiceApplication, InvoiceDetail, InvoiceDocument, InvoiceKind, InvoiceStatusCode, InvoiceableOrder };

export const INVOICE_PAGE_SIZE = 10;

export const getInvoiceableOrders = (meetingId: number | null, page: number) =>
  http.post<PageData<InvoiceableOrder>>('api/ms.invoice/get_my_invoice_list', {
    tab: 'orders',
    meeting_id: meetingId ?? undefined,
    page,
    limit: INVOICE_PAGE_SIZE,
  } satisfies InvoiceListInput);

export const getApplications = (meetingId: number | null, page: number) =>
  http.post<PageData<InvoiceApplication>>('api/ms.invoice/get_my_invoice_list', {
    tab: 'applications',
    meeting_id: meetingId ?? undefined,
    page,
    limit: INVOICE_PAGE_SIZE,
  } satisfies InvoiceListInput);

export const getInvoiceDetail = (id: number) => http.post<InvoiceDetail>('api/ms.invoice/get_my_invoice_info', { id } satisfies InvoiceRef);

/** The form sends every field, and the kind by its code. */
export type ApplyInput = Required<Pick<InvoiceApplyInput, 'title_id' | 'email'>> & { kind: InvoiceKind };

export const applyInvoice = (orderSns: string[], input: ApplyInput) =>
  http.post<InvoiceState>('api/ms.invoice/apply_invoice', { order_sns: orderSns.join(','), ...input } satisfies InvoiceApplyInput, {
    showLoading: true,
  });

export const editApplication = (id: number, input: ApplyInput) =>
  http.post<InvoiceDetail>('api/ms.invoice/edit_my_invoice_application', { id, ...input } satisfies InvoiceEditInput, {
    showLoading: true,
  });

/** Issues now; a provider failure comes back as an error carrying its reason. */
export const issueInvoice = (id: number) =>
  http.post<InvoiceState>('api/ms.invoice/output_invoice', { id } satisfies InvoiceRef, { showLoading: true });

export const reverseInvoice = (id: number) =>
  http.post<InvoiceState>('api/ms.invoice/output_invoice_fastred', { id } satisfies InvoiceRef, { showLoading: true });

import { http, type PageData } from '@conf/shared';

export type InvoiceKind = 'normal' | 'special';
export type InvoiceStatusCode = 'pending' | 'issuing' | 'issued' | 'failed' | 'reversing' | 'reversed';

/** A paid order not invoiced yet. */
export interface InvoiceableOrder {
  order_sn: string;
  kind: 'meeting' | 'hotel';
  title: string;
  pay_amount: number;
  paid_at: string;
  meeting_title: string;
}

export interface InvoiceApplication {
  id: number;
  status: InvoiceStatusCode;
  status_text: string;
  kind_text: string;
  buyer_name: string;
  amount: number;
  order_count: number;
  order_titles: string;
  created_at: string;
}

export interface InvoiceDocument {
  color: 'blue' | 'red';
  number: string;
  issued_at: string;
  amount: number;
  tax: number;
  pdf_url: string;
}

export interface InvoiceDetail {
  id: number;
  status: string;
  status_code: InvoiceStatusCode;
  kind: InvoiceKind;
  kind_text: string;
  title_id: number | null;
  buyer_type: number;
  buyer_name: string;
  buyer_tax_no: string;
  email: string;
  amount: number;
  fail_reason: string;
  items: { order_sn: string; kind: 'meeting' | 'hotel'; title: string; amount: number; meeting_title: string }[];
  documents: InvoiceDocument[];
  can_edit: boolean;
  can_issue: boolean;
  can_reverse: boolean;
}

export const INVOICE_PAGE_SIZE = 10;

export const getInvoiceableOrders = (meetingId: number | null, page: number) =>
  http.post<PageData<InvoiceableOrder>>('api/ms.invoice/get_my_invoice_list', { tab: 'orders', meeting_id: meetingId ?? undefined, page, limit: INVOICE_PAGE_SIZE });

export const getApplications = (meetingId: number | null, page: number) =>
  http.post<PageData<InvoiceApplication>>('api/ms.invoice/get_my_invoice_list', { tab: 'applications', meeting_id: meetingId ?? undefined, page, limit: INVOICE_PAGE_SIZE });

export const getInvoiceDetail = (id: number) => http.post<InvoiceDetail>('api/ms.invoice/get_my_invoice_info', { id });

export interface ApplyInput {
  title_id: number;
  kind: InvoiceKind;
  email: string;
}

export const applyInvoice = (orderSns: string[], input: ApplyInput) =>
  http.post<{ id: number }>('api/ms.invoice/apply_invoice', { order_sns: orderSns.join(','), ...input }, { showLoading: true });

export const editApplication = (id: number, input: ApplyInput) =>
  http.post<InvoiceDetail>('api/ms.invoice/edit_my_invoice_application', { id, ...input }, { showLoading: true });

/** Issues now; a provider failure comes back as an error carrying its reason. */
export const issueInvoice = (id: number) => http.post<{ status: string }>('api/ms.invoice/output_invoice', { id }, { showLoading: true });

export const reverseInvoice = (id: number) => http.post<{ status: string }>('api/ms.invoice/output_invoice_fastred', { id }, { showLoading: true });

import type { Company, CompanySearchInput, InvoiceTitle, InvoiceTitleInput as TitleBody, TitleType } from '@conf/contract';
import { http, type PageData } from '@conf/shared';

export { COMPANY_TITLE as COMPANY, PERSONAL_TITLE as PERSONAL } from '@conf/contract';
export type { InvoiceTitle, TitleType };

/** What the title form sends (the server also takes the spec's names, `name` and `tax_no`; this app sends its own). */
export type InvoiceTitleInput = Pick<InvoiceTitle, 'type' | 'title'> &
  Partial<Pick<InvoiceTitle, 'tax_number' | 'bank' | 'account' | 'address' | 'phone' | 'email' | 'is_default'>> & { id?: number };

export const TITLES_PAGE_SIZE = 20;

// (sic) the spec spells the list call "invocie".
export const getInvoiceTitles = (page: number) =>
  http.post<PageData<InvoiceTitle>>('api/ms.invoice/get_invocie_info_list', { page, limit: TITLES_PAGE_SIZE });

export const getInvoiceTitle = (id: number) => http.post<InvoiceTitle>('api/ms.invoice/get_user_invoice', { id });

export const submitInvoiceTitle = (input: InvoiceTitleInput) =>
  http.post<InvoiceTitle>('api/ms.invoice/submit_user_invoice', { ...input } satisfies TitleBody, { showLoading: true });

export const setDefaultInvoiceTitle = (id: number) => http.post<null>('api/ms.invoice/set_default_invoice', { id }, { showLoading: true });

export const deleteInvoiceTitle = (id: number) => http.post<null>('api/ms.invoice/del_user_invoice', { id }, { showLoading: true });

export type { Company };

export const searchCompanies = (keyword: string) =>
  http
    .post<PageData<Company>>('api/ms.invoice/company_search', { keyword, limit: 5 } satisfies CompanySearchInput)
    .then((page) => page.data);

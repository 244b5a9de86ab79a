import { http, type PageData } from '@conf/shared';

/** 1 企业 (needs its tax number), 2 个人. */
export const COMPANY = 1;
export const PERSONAL = 2;
export type TitleType = typeof COMPANY | typeof PERSONAL;

export interface InvoiceTitle {
  id: number;
  type: TitleType;
  title: string;
  tax_number: string;
  bank: string;
  account: string;
  address: string;
  phone: string;
  email: string;
  is_default: boolean;
  created_at: string;
  updated_at: string;
}

export type InvoiceTitleInput = Pick<InvoiceTitle, 'type' | 'title'> &
  Partial<Pick<InvoiceTitle, 'tax_number' | 'bank' | 'account' | 'address' | 'phone' | 'email' | 'is_default'>> & { id?: number };

export const TITLES_PAGE_SIZE = 20;

// (sic) the spec spells the list call "invocie".
export const getInvoiceTitles = (page: number) =>
  http.post<PageData<InvoiceTitle>>('api/ms.invoice/get_invocie_info_list', { page, limit: TITLES_PAGE_SIZE });

export const getInvoiceTitle = (id: number) => http.post<InvoiceTitle>('api/ms.invoice/get_user_invoice', { id });

export const submitInvoiceTitle = (input: InvoiceTitleInput) =>
  http.post<InvoiceTitle>('api/ms.invoice/submit_user_invoice', { ...input }, { showLoading: true });

export const setDefaultInvoiceTitle = (id: number) => http.post<null>('api/ms.invoice/set_default_invoice', { id }, { showLoading: true });

export const deleteInvoiceTitle = (id: number) => http.post<null>('api/ms.invoice/del_user_invoice', { id }, { showLoading: true });

/** A company in the registry company_search looks in. */
export interface Company {
  name: string;
  tax_no: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
}

export const searchCompanies = (keyword: string) =>
  http.post<PageData<Company>>('api/ms.invoice/company_search', { keyword, limit: 5 }).then((page) => page.data);

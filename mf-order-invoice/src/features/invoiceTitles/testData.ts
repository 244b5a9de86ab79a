import type { InvoiceTitle } from './api/invoiceTitles';
import type { PageData } from '@conf/shared';

/** Replies shaped like the server's, for the pages' tests. */
export const company = (over: Partial<InvoiceTitle> = {}): InvoiceTitle => ({
  id: 1,
  type: 1,
  title: '杭州云会科技有限公司',
  tax_number: '91330106MA2GL8K25T',
  bank: '招商银行杭州高新支行',
  account: '5719 0812 3456 701',
  address: '浙江省杭州市西湖区文三路 90 号',
  phone: '0571-88886666',
  email: 'finance@yunhui.example.com',
  is_default: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});

export const person = (over: Partial<InvoiceTitle> = {}): InvoiceTitle =>
  company({
    id: 2,
    type: 2,
    title: '张会务',
    tax_number: '',
    bank: '',
    account: '',
    address: '',
    phone: '',
    email: '',
    is_default: false,
    ...over,
  });

export const pageOf = (data: InvoiceTitle[]): PageData<InvoiceTitle> => ({
  total: data.length,
  per_page: 20,
  current_page: 1,
  last_page: 1,
  data,
});

import type { Feature } from '../types';
import { invoiceRoutes } from './routes';
import { seedInvoiceTitles } from './seed';

/** Invoices: for now the caller's invoice titles (applying for invoices comes with orders). */
export const invoice: Feature = {
  name: 'invoice',
  tag: { name: '发票', description: '发票抬头' },
  routes: invoiceRoutes,
  demo: [{ key: 'invoice', run: seedInvoiceTitles }],
};

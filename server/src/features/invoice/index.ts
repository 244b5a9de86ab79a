import type { Feature } from '../types';
import { invoiceRoutes } from './routes';
import { seedInvoiceTitles } from './seed';

/** Invoices: for now the caller's invoice titles (applying for invoices comes with orders). */
export const invoice: Feature = { name: 'invoice', routes: invoiceRoutes, seed: seedInvoiceTitles };

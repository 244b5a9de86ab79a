import type { FinanceKind, FinancePage, FinanceQuery, FinanceRow } from '@conf/contract';
import { http } from '@conf/shared';

export type { FinanceKind, FinanceRow };

/** Across my meetings: vouchers waiting, refunds waiting, or invoices, a page at a time. */
export const fetchFinance = (kind: FinanceKind, page: number) =>
  http.get<FinancePage>('api/admin/finance', { kind, page } satisfies FinanceQuery);

import { http } from '@conf/shared';
import type { Page } from '../../orders';

export type FinanceKind = 'vouchers' | 'refunds' | 'invoices';

export interface FinanceRow {
  /** One waiting piece of work; an order can have two (a late Alipay payment to return and a refund asked for). */
  item: string;
  order_sn: string;
  meeting_id: number;
  meeting_title: string;
  status: string;
  status_text: string;
  pay_amount: number;
  pay_type: string | null;
  buyer_name: string;
  buyer_mobile: string;
  at: string;
}

/** Across my meetings: vouchers waiting, refunds waiting, or invoices, a page at a time. */
export const fetchFinance = (kind: FinanceKind, page: number) => http.get<Page<FinanceRow>>('api/admin/finance', { kind, page });

import type { PayVoucher } from '@conf/contract';
import { http } from '@conf/shared';

export interface BankAccount {
  account_name: string;
  bank_name: string;
  account: string;
}

export type PayTypeOption = { type: 'alipay'; name: string; description: string } | { type: 'offline'; name: string; description: string; bank: BankAccount };

export type Voucher = PayVoucher;

export interface VoucherDetails {
  order_sn: string;
  pay_amount: number;
  status: string;
  bank: BankAccount;
  vouchers: Voucher[];
}

export const getPayTypes = (orderSn: string) => http.post<PayTypeOption[]>('api/ms.order/get_pay_type', { order_sn: orderSn });

/** The same key for a resent tap answers the same cashier address (no second payment row). */
export const payWithAlipay = (orderSn: string, idempotencyKey: string) =>
  http.post<{ pay_url: string }>('api/ms.order/pay_order', { order_sn: orderSn, pay_type: 'alipay' }, { showLoading: true, idempotencyKey });

export const submitPayVoucher = (orderSn: string, input: { image: string; payer_name?: string; remark?: string }) =>
  http.post<Voucher>('api/wyms/meeting/meeting_apply/submit_pay_voucher', { order_sn: orderSn, ...input }, { showLoading: true });

export const getVoucherDetails = (orderSn: string) => http.get<VoucherDetails>('api/wyms/meeting/meeting_apply/pay_voucher_details', { order_sn: orderSn });

/** api/common/upload as a voucher: kept private, answered with an address only its uploader gets (it expires). */
export const uploadVoucherImage = (file: Blob) => http.upload<{ url: string }>(file, { purpose: 'voucher' });

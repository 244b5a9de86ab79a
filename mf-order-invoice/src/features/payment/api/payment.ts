import type {
  BankAccount,
  OrderSnInput,
  PayOrderInput,
  PayStart,
  PayTypeInput,
  PayTypeOption,
  PayVoucher,
  Uploaded,
  VoucherDetails,
  VoucherInput,
  VoucherSubmitted,
} from '@conf/contract';
import { http } from '@conf/shared';

export type { BankAccount, PayTypeOption, VoucherDetails };
export type Voucher = PayVoucher;

export const getPayTypes = (orderSn: string) =>
  http.post<PayTypeOption[]>('api/ms.order/get_pay_type', { order_sn: orderSn } satisfies PayTypeInput);

/** The same key for a resent tap answers the same cashier address (no second payment row). */
export const payWithAlipay = (orderSn: string, idempotencyKey: string) =>
  http.post<Extract<PayStart, { pay_type: 'alipay' }>>(
    'api/ms.order/pay_order',
    { order_sn: orderSn, pay_type: 'alipay' } satisfies PayOrderInput,
    { showLoading: true, idempotencyKey },
  );

export const submitPayVoucher = (orderSn: string, input: Omit<VoucherInput, 'order_sn'>) =>
  http.post<VoucherSubmitted>('api/wyms/meeting/meeting_apply/submit_pay_voucher', { order_sn: orderSn, ...input } satisfies VoucherInput, {
    showLoading: true,
  });

export const getVoucherDetails = (orderSn: string) =>
  http.get<VoucherDetails>('api/wyms/meeting/meeting_apply/pay_voucher_details', { order_sn: orderSn } satisfies OrderSnInput);

/** api/common/upload as a voucher: kept private, answered with an address only its uploader gets (it expires). */
export const uploadVoucherImage = (file: Blob) => http.upload<Pick<Uploaded, 'url'>>(file, { purpose: 'voucher' });

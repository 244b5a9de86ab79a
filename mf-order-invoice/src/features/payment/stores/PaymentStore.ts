import { makeAutoObservable } from 'mobx';
import { paidByTransfer } from '@conf/contract';
import { Loadable, createSubmitKey } from '@conf/shared';
import { getOrderDetail, type OrderDetail } from '../../orders';
import { getPayTypes, getVoucherDetails, payWithAlipay, submitPayVoucher, type PayTypeOption, type VoucherDetails } from '../api/payment';

export type PayTypeName = PayTypeOption['type'];

/** Paying one order: the order and the ways to pay it, the chosen way, and the transfer vouchers sent so far. */
export class PaymentStore {
  readonly info: Loadable<{ order: OrderDetail; types: PayTypeOption[] }>;
  readonly vouchers: Loadable<VoucherDetails>;
  payType: PayTypeName = 'alipay';
  // One key per pay attempt: a resent tap (timeout, double tap) gets the first cashier address back.
  private readonly payKey = createSubmitKey();

  constructor(readonly orderSn: string) {
    this.info = new Loadable(async () => {
      const [order, types] = await Promise.all([getOrderDetail(orderSn), getPayTypes(orderSn)]);
      return { order, types };
    });
    this.vouchers = new Loadable(() => getVoucherDetails(orderSn));
    makeAutoObservable<this, 'payKey'>(this, { info: false, vouchers: false, orderSn: false, payKey: false }, { autoBind: true });
  }

  get bank() {
    const offline = this.info.data?.types.find((t) => t.type === 'offline');
    return offline?.type === 'offline' ? offline.bank : undefined;
  }

  async load(): Promise<void> {
    await this.info.load();
    const order = this.info.data?.order;
    // An order already being paid by transfer opens on its voucher's state.
    if (order && paidByTransfer(order)) this.choose('offline');
  }

  choose(type: PayTypeName): void {
    this.payType = type;
    if (type === 'offline' && !this.vouchers.data && !this.vouchers.loading) void this.vouchers.load();
  }

  /** The cashier address to go to. */
  async payWithAlipay(): Promise<string> {
    const { pay_url } = await payWithAlipay(this.orderSn, this.payKey.current());
    this.payKey.settle();
    return pay_url;
  }

  async submitVoucher(input: { image: string; payer_name: string; remark: string }): Promise<void> {
    await submitPayVoucher(this.orderSn, input);
    await Promise.all([this.info.load(), this.vouchers.load()]);
  }
}

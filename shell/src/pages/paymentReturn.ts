import { http } from '@conf/shared';

const ORDER_SN = /^[MH]\d{22}$/;

/**
 * The order a payment return is about: Alipay adds `out_trade_no` (our order number) to the return
 * address, and the target is that order's page, /order/detail?order_sn={sn}.
 */
export function returnedOrder(params: URLSearchParams, target: string): string | undefined {
  const url = new URL(target, 'http://this.site');
  const candidates = [params.get('out_trade_no'), url.searchParams.get('order_sn')];
  return candidates.find((sn): sn is string => !!sn && ORDER_SN.test(sn));
}

export const orderPage = (orderSn: string) => `/order/detail?order_sn=${orderSn}`;

export const POLL_INTERVAL_MS = 1500;
export const POLL_TRIES = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks for the order until it is no longer waiting for payment (Alipay's notification may land a moment
 * after the phone is back), at most POLL_TRIES times; the order page shows whatever it is then.
 */
export async function waitForPayment(orderSn: string, isCancelled: () => boolean): Promise<void> {
  for (let i = 0; i < POLL_TRIES && !isCancelled(); i += 1) {
    if (i > 0) await sleep(POLL_INTERVAL_MS);
    const order = await http.post<{ status: string }>('api/ms.order/get_order_detail', { order_sn: orderSn }).catch(() => undefined);
    if (order && order.status !== 'unpaid') return;
  }
}

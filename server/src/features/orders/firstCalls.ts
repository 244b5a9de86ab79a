import { ORDER_SN_PATTERN, ORDER_TAB_STATUSES, hasETickets, orderTabOf, paidByTransfer, type OrderDetail } from '@conf/contract';
import { ownList, type FirstCalls } from '../../static/firstAnswers';

const ORDER_SN = new RegExp(ORDER_SN_PATTERN);

/** The order number of a page's address (`?order_sn=`); throws for anything else, so the page asks the server itself. */
function orderSnOf(query: URLSearchParams): string {
  const sn = query.get('order_sn') ?? '';
  if (!ORDER_SN.test(sn)) throw new Error(`not an order number: ${sn}`);
  return sn;
}

const detailOf = (sn: string) => `POST api/ms.order/get_order_detail?order_sn=${sn}`;

/** The order's detail as mf-order-invoice's pages ask for it, then what its answer makes the page ask next. */
function orderPage(path: RegExp, calls: (sn: string) => string[], then: (order: OrderDetail, sn: string) => string[]): FirstCalls {
  return {
    path,
    signedIn: true,
    whole: true,
    calls: (_, query) => {
      const sn = orderSnOf(query);
      return [detailOf(sn), ...calls(sn)];
    },
    then: (data, _, query) => {
      const sn = orderSnOf(query);
      const order = data(detailOf(sn)) as OrderDetail | undefined;
      return order ? then(order, sn) : [];
    },
  };
}

/** What the tab an order list's ?status= opens asks for, as the page asks it (全部: no status). */
const tabStatus = (query: URLSearchParams): Record<string, string> => {
  const status = ORDER_TAB_STATUSES[orderTabOf(query.get('status'))];
  return status ? { status } : {};
};

/**
 * A logged-in user's meeting and hotel orders (the tab the address opens), an order's detail with its e-tickets
 * once it admits people, its payment page with the ways to pay (and its transfer vouchers when it is being paid
 * so), and its e-ticket to print; a visitor is asked to log in on each (no call).
 */
export const orderFirstCalls: FirstCalls[] = [
  { path: /^\/(order(\/hotel|\/detail|\/ticket)?|payment\/alipay)$/, calls: () => [], whole: true },
  ownList(/^\/order$/, 'api/ms.order/get_meeting_order_list', 10, tabStatus),
  ownList(/^\/order\/hotel$/, 'api/ms.order/get_hotel_order_list', 10, tabStatus),
  orderPage(
    /^\/order\/detail$/,
    () => [],
    (order, sn) => (hasETickets(order) ? [`api/wyms/meeting/meeting_apply/attendance_voucher?order_sn=${sn}`] : []),
  ),
  orderPage(
    /^\/payment\/alipay$/,
    (sn) => [`POST api/ms.order/get_pay_type?order_sn=${sn}`],
    (order, sn) => (paidByTransfer(order) ? [`api/wyms/meeting/meeting_apply/pay_voucher_details?order_sn=${sn}`] : []),
  ),
  {
    path: /^\/order\/ticket$/,
    signedIn: true,
    whole: true,
    calls: (_, query) => [`POST api/ms.member/get_print_ticket?order_sn=${orderSnOf(query)}`],
  },
];

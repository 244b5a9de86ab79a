import { ORDER_TAB_STATUSES, orderTabOf } from './orderTabs';

it.each([
  ['unpaid', 'unpaid'],
  ['paid', 'paid'],
  ['refund', 'refund'],
  ['all', 'all'],
  [null, 'all'],
  ['', 'all'],
  ['cancelled', 'all'],
  ['constructor', 'all'],
  ['__proto__', 'all'],
])('?status=%s opens the tab %s', (status, tab) => {
  expect(orderTabOf(status)).toBe(tab);
});

it('asks every status for 全部 and the closed ones together for 退款/取消', () => {
  expect(ORDER_TAB_STATUSES.all).toBe('');
  expect(ORDER_TAB_STATUSES.refund.split(',')).toEqual(['refunding', 'refunded', 'cancelled', 'expired']);
});

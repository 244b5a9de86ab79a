import { hasETickets, paidByTransfer } from '..';

it("shows an order's e-tickets once it admits people, and opens its payment on the transfer once one is under way", () => {
  expect(hasETickets({ kind: 'meeting', status: 'paid' })).toBe(true);
  expect(hasETickets({ kind: 'meeting', status: 'refunding' })).toBe(true);
  expect(hasETickets({ kind: 'meeting', status: 'unpaid' })).toBe(false);
  expect(hasETickets({ kind: 'hotel', status: 'paid' })).toBe(false);
  expect(paidByTransfer({ pay_type: 'offline', vouchers: [] })).toBe(true);
  expect(paidByTransfer({ pay_type: null, vouchers: [{}] } as never)).toBe(true);
  expect(paidByTransfer({ pay_type: 'alipay', vouchers: [] })).toBe(false);
});

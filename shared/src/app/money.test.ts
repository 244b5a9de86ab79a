import { formatMoney } from './money';

it('shows fen as yuan with two decimals', () => {
  expect(formatMoney(45800)).toBe('¥458.00');
  expect(formatMoney(1250)).toBe('¥12.50');
  expect(formatMoney(1)).toBe('¥0.01');
  expect(formatMoney(0)).toBe('¥0.00');
  expect(formatMoney(-990)).toBe('-¥9.90');
});

import { capitalAmount, splitTax } from '../src/features/invoice/amounts';

describe('invoice amounts', () => {
  it('writes yuan in capital numerals as invoices do', () => {
    expect(capitalAmount(98000)).toBe('玖佰捌拾元整');
    expect(capitalAmount(221456)).toBe('贰仟贰佰壹拾肆元伍角陆分');
    expect(capitalAmount(100005)).toBe('壹仟元零伍分');
    expect(capitalAmount(1000000050)).toBe('壹仟万元伍角');
    expect(capitalAmount(1005000000)).toBe('壹仟零伍万元整');
    expect(capitalAmount(10050000)).toBe('壹拾万零伍佰元整');
    expect(capitalAmount(0)).toBe('零元整');
    expect(capitalAmount(7)).toBe('柒分');
    expect(capitalAmount(-66600)).toBe('负陆佰陆拾陆元整');
  });

  it('splits a tax-inclusive amount so that net and tax add up to the fen', () => {
    for (const amount of [1, 99, 98000, 123456, 999999]) {
      const line = splitTax(amount, 6);
      expect(line.net + line.tax).toBe(amount);
      expect(Math.abs(line.net * 0.06 - line.tax)).toBeLessThanOrEqual(1);
    }
  });
});

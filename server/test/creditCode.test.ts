import { creditCodeProblem } from '../src/features/invoice/creditCode';
import { capitalAmount, splitTax } from '../src/features/invoice/amounts';

const REAL = ['91440300708461136T', '91330100799655058B', '914403001922038216', '91110108551385082Q'];
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts real codes', () => {
    for (const code of REAL) expect(creditCodeProblem(code)).toBeNull();
  });

  it('refuses every single-character change of a real code', () => {
    let changes = 0;
    for (const code of REAL) {
      for (let i = 0; i < code.length; i += 1) {
        for (const c of ALPHABET) {
          if (c === code[i]) continue;
          const changed = code.slice(0, i) + c + code.slice(i + 1);
          expect([changed, creditCodeProblem(changed)]).toEqual([changed, expect.any(String)]);
          changes += 1;
        }
      }
    }
    expect(changes).toBe(4 * 18 * 35);
  });

  it('names what is wrong: length, characters, the organisation code inside, the check character', () => {
    expect(creditCodeProblem('9133010079965505')).toBe('应为18位');
    expect(creditCodeProblem('91330100799655058O')).toMatch(/^含有不允许的字符/);
    expect(creditCodeProblem('913301007996550590')).toBe('其中的组织机构代码校验不通过');
    expect(creditCodeProblem('91330100799655058C')).toBe('校验位不正确');
  });
});

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
